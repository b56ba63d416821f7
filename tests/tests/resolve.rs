//! `stratac resolve`, the model resolver run.sh and the container share: single files, shard
//! sets (from the directory or from any shard), the Hugging Face cache layout, the release table,
//! the plan cache states; and every refusal — a missing shard, a wrong-quant shard, metadata that
//! contradicts the file name, a non-GGUF file — as an `error:` line with exit code 1.
//!
//! The GGUFs are written by `stratac synth`; shard sets and metadata variants are rewritten from
//! them with the compiler's own GGUF reader and writer, the way llama.cpp's gguf-split lays them
//! out (all metadata in the first shard, `split.no`/`split.count`/`split.tensors.count` in each).

use std::path::{Path, PathBuf};
use std::process::Output;

use serde_json::Value as Json;
use sha2::{Digest, Sha256};
use strata_compiler::gguf::{GgufFile, GgufWriter, Value};

fn stratac(args: &[&str]) -> Output {
    strata_tests::run_bin("stratac", args)
}

fn ok_json(out: &Output) -> Json {
    assert!(
        out.status.success(),
        "stratac failed ({}):\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// Asserts exit code 1, an `error:` line containing every needle, and no panic.
fn refused(out: &Output, needles: &[&str]) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "stderr: {err}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    for n in needles {
        assert!(err.contains(n), "expected {n:?} in: {err}");
    }
    err
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// `stratac synth` into `dir/name`.
fn synth(dir: &Path, preset: &str, quant: &str, name: &str) -> PathBuf {
    let path = dir.join(name);
    let out = stratac(&[
        "synth",
        "--preset",
        preset,
        "--seed",
        "5",
        "--quant",
        quant,
        "-o",
        s(&path),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    path
}

/// Rewrites `src` to `dst` with extra metadata entries (replacing any of the same key).
fn with_metadata(src: &Path, dst: &Path, extra: &[(&str, Value)]) {
    let f = GgufFile::open(src).unwrap();
    let mut w = GgufWriter::new();
    for (k, v) in f.metadata() {
        if !extra.iter().any(|(e, _)| e == k) {
            w.add(k.clone(), v.clone()).unwrap();
        }
    }
    for (k, v) in extra {
        w.add(*k, v.clone()).unwrap();
    }
    for t in f.tensors() {
        w.add_tensor(&t.name, t.ty, &t.shape, f.tensor_bytes(t).to_vec())
            .unwrap();
    }
    w.write(dst).unwrap();
}

/// Splits `src` into `n` shards `dir/STEM-0000i-of-0000n.gguf` the way gguf-split does.
fn split(src: &Path, dir: &Path, stem: &str, n: usize) -> Vec<PathBuf> {
    let f = GgufFile::open(src).unwrap();
    let tensors = f.tensors();
    let per = tensors.len().div_ceil(n);
    let mut paths = Vec::new();
    for i in 0..n {
        let mut w = GgufWriter::new();
        if i == 0 {
            for (k, v) in f.metadata() {
                w.add(k.clone(), v.clone()).unwrap();
            }
        }
        w.add("split.no", Value::U16(i as u16)).unwrap();
        w.add("split.count", Value::U16(n as u16)).unwrap();
        w.add("split.tensors.count", Value::I32(tensors.len() as i32))
            .unwrap();
        for t in tensors.iter().skip(i * per).take(per) {
            w.add_tensor(&t.name, t.ty, &t.shape, f.tensor_bytes(t).to_vec())
                .unwrap();
        }
        let p = dir.join(format!("{stem}-{:05}-of-{n:05}.gguf", i + 1));
        w.write(&p).unwrap();
        paths.push(p);
    }
    paths
}

fn header_hash(p: &Path) -> String {
    strata_ir::plan::hex(&GgufFile::open(p).unwrap().header_hash())
}

fn files_of(j: &Json) -> Vec<String> {
    j["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["path"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_single_file_resolves_to_its_header_hash_and_directory() {
    let dir = strata_tests::scratch();
    let m = synth(dir.path(), "tiny-qwen3moe", "Q4_K", "tiny-Q4_K_M.gguf");
    let j = ok_json(&stratac(&["resolve", s(&m), "--json"]));
    assert_eq!(j["kind"], "file");
    assert_eq!(j["quant"], "Q4_K_M");
    assert_eq!(j["architecture"], "qwen3moe");
    assert_eq!(j["identity"], header_hash(&m));
    assert_eq!(j["bytes"], std::fs::metadata(&m).unwrap().len());
    assert_eq!(j["files"][0]["gate_up_types"], serde_json::json!(["Q4_K"]));
    let real = std::fs::canonicalize(dir.path()).unwrap();
    assert_eq!(j["mounts"], serde_json::json!([s(&real)]));
    assert_eq!(j["model_path"], s(&real.join("tiny-Q4_K_M.gguf")));
    assert!(j["plan"].is_null());

    // The same file found by quant in its directory; without a quant, whatever the file is.
    let j = ok_json(&stratac(&[
        "resolve",
        s(dir.path()),
        "--quant",
        "q4_k_m",
        "--json",
    ]));
    assert_eq!(j["kind"], "directory");
    assert_eq!(j["identity"], header_hash(&m));
    let j = ok_json(&stratac(&["resolve", s(dir.path()), "--json"]));
    assert_eq!(j["quant"], "Q4_K_M");

    // The key=value form carries the same answer, one line per key.
    let out = stratac(&["resolve", s(&m), "--env"]);
    assert!(out.status.success());
    let env = String::from_utf8(out.stdout).unwrap();
    assert!(
        env.contains(&format!("identity={}\n", header_hash(&m))),
        "{env}"
    );
    assert!(env.contains("quant=Q4_K_M\n"), "{env}");
    assert!(env.contains("kind=file\n"), "{env}");
}

#[test]
fn a_file_without_a_quant_tag_gets_its_quant_from_its_tensors() {
    let dir = strata_tests::scratch();
    let m = synth(dir.path(), "tiny-mixtral", "Q8_0", "plain.gguf");
    let j = ok_json(&stratac(&["resolve", s(&m), "--json"]));
    assert_eq!(j["quant"], "Q8_0");
    assert_eq!(j["architecture"], "llama");
    // Asking for its real quant works, with a note that the name could not be checked.
    let j = ok_json(&stratac(&["resolve", s(&m), "--quant", "Q8_0", "--json"]));
    assert!(
        j["warnings"][0].as_str().unwrap().contains("no quant tag"),
        "{j}"
    );
    // Asking for another quant is refused by the tensor types.
    refused(
        &stratac(&["resolve", s(&m), "--quant", "Q4_K_M"]),
        &["plain.gguf", "Q8_0", "Q4_K_M"],
    );
}

#[test]
fn shard_sets_resolve_from_their_directory_and_from_any_shard() {
    let dir = strata_tests::scratch();
    let src = synth(dir.path(), "tiny-qwen3moe", "Q4_K", "src.bin");
    let shards_dir = dir.path().join("model");
    std::fs::create_dir(&shards_dir).unwrap();
    let shards = split(&src, &shards_dir, "Tiny-Q4_K_M", 3);
    std::fs::remove_file(&src).unwrap();

    let expected_identity = {
        let mut h = Sha256::new();
        for p in &shards {
            h.update(header_hash(p).as_bytes());
        }
        strata_ir::plan::hex(&h.finalize())
    };
    let want: Vec<String> = shards.iter().map(|p| s(p).to_string()).collect();
    let j = ok_json(&stratac(&[
        "resolve",
        s(&shards_dir),
        "--quant",
        "Q4_K_M",
        "--json",
    ]));
    assert_eq!(j["kind"], "directory");
    assert_eq!(files_of(&j), want);
    assert_eq!(j["identity"], expected_identity.as_str());
    let total: u64 = shards
        .iter()
        .map(|p| std::fs::metadata(p).unwrap().len())
        .sum();
    assert_eq!(j["bytes"], total);

    // Any shard stands for the set, in order.
    let j = ok_json(&stratac(&["resolve", s(&shards[1]), "--json"]));
    assert_eq!(j["kind"], "shards");
    assert_eq!(files_of(&j), want);
    assert_eq!(j["quant"], "Q4_K_M");

    // The compiler takes single files only: the plan check says so and names the fix.
    let cache = dir.path().join("plans");
    let j = ok_json(&stratac(&[
        "resolve",
        s(&shards[0]),
        "--plan-cache",
        s(&cache),
        "--arch",
        "gfx1101",
        "--json",
    ]));
    assert_eq!(j["plan"]["state"], "unsupported");
    assert!(
        j["plan"]["reason"]
            .as_str()
            .unwrap()
            .contains("llama-gguf-split --merge"),
        "{j}"
    );
}

#[test]
fn a_missing_shard_is_refused_naming_the_file_to_place() {
    let dir = strata_tests::scratch();
    let src = synth(dir.path(), "tiny-qwen3moe", "Q4_K", "src.bin");
    let shards = split(&src, dir.path(), "Tiny-Q4_K_M", 3);
    std::fs::remove_file(&shards[1]).unwrap();
    for arg in [s(dir.path()), s(&shards[0]), s(&shards[2])] {
        refused(
            &stratac(&["resolve", arg, "--quant", "Q4_K_M"]),
            &["shard 2 of 3 is missing", "Tiny-Q4_K_M-00002-of-00003.gguf"],
        );
    }
}

#[test]
fn a_sibling_quants_shard_is_refused_by_its_tensor_types() {
    let dir = strata_tests::scratch();
    let q4 = synth(dir.path(), "tiny-qwen3moe", "Q4_K", "q4.bin");
    let q8 = synth(dir.path(), "tiny-qwen3moe", "Q8_0", "q8.bin");
    let set = dir.path().join("set");
    let other = dir.path().join("other");
    std::fs::create_dir(&set).unwrap();
    std::fs::create_dir(&other).unwrap();
    let good = split(&q4, &set, "Tiny-Q4_K_M", 3);
    let bad = split(&q8, &other, "Tiny-Q4_K_M", 3);
    // Shard 2 of the Q8_0 split, renamed into the Q4_K_M set (what a loose pattern would do).
    std::fs::copy(&bad[1], &good[1]).unwrap();
    refused(
        &stratac(&["resolve", s(&set), "--quant", "Q4_K_M"]),
        &["Tiny-Q4_K_M-00002-of-00003.gguf", "is Q8_0", "Q4_K_M"],
    );
}

#[test]
fn sibling_quants_side_by_side_are_told_apart_by_whole_names() {
    let dir = strata_tests::scratch();
    let q4 = synth(dir.path(), "tiny-qwen3moe", "Q4_K", "q4.bin");
    let q8 = synth(dir.path(), "tiny-qwen3moe", "Q8_0", "q8.bin");
    let repo = dir.path().join("repo");
    std::fs::create_dir(&repo).unwrap();
    let q4_set = split(&q4, &repo, "Tiny-Q4_K_M", 2);
    split(&q8, &repo, "Tiny-Q8_0", 2);
    let j = ok_json(&stratac(&[
        "resolve",
        s(&repo),
        "--quant",
        "Q4_K_M",
        "--json",
    ]));
    let want: Vec<String> = q4_set.iter().map(|p| s(p).to_string()).collect();
    assert_eq!(files_of(&j), want);
    let j = ok_json(&stratac(&[
        "resolve",
        s(&repo),
        "--quant",
        "Q8_0",
        "--json",
    ]));
    assert_eq!(j["quant"], "Q8_0");
    // Q4_K is not a prefix match for Q4_K_M: nothing in the directory is named Q4_K.
    refused(
        &stratac(&["resolve", s(&repo), "--quant", "Q4_K"]),
        &[
            "no GGUF for quant Q4_K",
            "Tiny-Q4_K_M (2 shards)",
            "Tiny-Q8_0 (2 shards)",
        ],
    );
    // Without a quant the directory is ambiguous.
    refused(
        &stratac(&["resolve", s(&repo)]),
        &["several GGUFs", "Tiny-Q4_K_M", "Tiny-Q8_0"],
    );
}

#[test]
fn a_shard_from_another_split_is_refused_by_its_split_metadata() {
    let dir = strata_tests::scratch();
    let src = synth(dir.path(), "tiny-qwen3moe", "Q4_K", "src.bin");
    let three = dir.path().join("three");
    let two = dir.path().join("two");
    std::fs::create_dir(&three).unwrap();
    std::fs::create_dir(&two).unwrap();
    let set = split(&src, &three, "Tiny-Q4_K_M", 3);
    let other = split(&src, &two, "Tiny-Q4_K_M", 2);
    // The first shard of a 2-way split, renamed as shard 1 of the 3-way set.
    std::fs::copy(&other[0], &set[0]).unwrap();
    refused(
        &stratac(&["resolve", s(&three)]),
        &[
            "Tiny-Q4_K_M-00001-of-00003.gguf",
            "shard 1 of 2",
            "another split",
        ],
    );
    // A file named like a shard but carrying no split metadata.
    let plain = synth(dir.path(), "tiny-qwen3moe", "Q4_K", "x.bin");
    std::fs::copy(&plain, &set[0]).unwrap();
    refused(
        &stratac(&["resolve", s(&set[2])]),
        &["no split.count/split.no metadata"],
    );
}

#[test]
fn metadata_contradicting_the_file_name_is_refused() {
    let dir = strata_tests::scratch();
    // Q8_0 tensors in a file named Q4_K_M.
    let q8 = synth(dir.path(), "tiny-qwen3moe", "Q8_0", "Tiny-Q4_K_M.gguf");
    refused(
        &stratac(&["resolve", s(&q8)]),
        &["Tiny-Q4_K_M.gguf", "is Q8_0", "Q4_K_M"],
    );
    // Q4_K tensors, but general.file_type says Q8_0 (llama_ftype 7).
    let q4 = synth(dir.path(), "tiny-qwen3moe", "Q4_K", "src.bin");
    let lying = dir.path().join("Liar-Q4_K_M.gguf");
    with_metadata(&q4, &lying, &[("general.file_type", Value::U32(7))]);
    refused(
        &stratac(&["resolve", s(&lying)]),
        &["Liar-Q4_K_M.gguf", "general.file_type is Q8_0 (7)"],
    );
    // The same file_type where it is true passes: llama_ftype 15 is Q4_K_M.
    let honest = dir.path().join("Honest-Q4_K_M.gguf");
    with_metadata(&q4, &honest, &[("general.file_type", Value::U32(15))]);
    let j = ok_json(&stratac(&["resolve", s(&honest), "--json"]));
    assert_eq!(j["files"][0]["file_type"], "Q4_K_M");
    // A name asking for one quant and --quant for another.
    refused(
        &stratac(&["resolve", s(&honest), "--quant", "Q8_0"]),
        &["its name says Q4_K_M", "Q8_0"],
    );
}

#[test]
fn non_gguf_and_missing_models_are_clear_errors() {
    let dir = strata_tests::scratch();
    let text = dir.path().join("notes-Q4_K_M.gguf");
    std::fs::write(&text, "this is not a model\n").unwrap();
    refused(
        &stratac(&["resolve", s(&text)]),
        &["notes-Q4_K_M.gguf", "not a GGUF file"],
    );
    let empty = dir.path().join("empty-Q8_0.gguf");
    std::fs::write(&empty, b"").unwrap();
    refused(&stratac(&["resolve", s(&empty)]), &["empty-Q8_0.gguf"]);

    let nothing = dir.path().join("nothing");
    std::fs::create_dir(&nothing).unwrap();
    std::fs::write(nothing.join("README.md"), "no model here").unwrap();
    refused(
        &stratac(&["resolve", s(&nothing)]),
        &["no GGUF file under", "place the model"],
    );
    refused(
        &stratac(&["resolve", s(&dir.path().join("gone/model.gguf"))]),
        &["no such file or directory", "place the GGUF there"],
    );
    refused(
        &stratac(&[
            "resolve",
            "someone/some-model-GGUF",
            "--hf-cache",
            s(dir.path()),
        ]),
        &[
            "not in the Hugging Face cache",
            "models--someone--some-model-GGUF/snapshots",
        ],
    );
    refused(
        &stratac(&["resolve", s(dir.path()), "--quant", "Q9_9"]),
        &["unknown quant \"Q9_9\""],
    );
}

/// `cache/models--ORG--REPO` with refs/main, one snapshot whose files link into blobs/.
fn hf_cache(root: &Path, repo: &str, gguf: &Path, file_name: &str) -> (PathBuf, PathBuf) {
    let cache = root.join("hub");
    let repo_dir = cache.join(format!("models--{}", repo.replace('/', "--")));
    let rev = "0123456789abcdef0123456789abcdef01234567";
    let blobs = repo_dir.join("blobs");
    let snap = repo_dir.join("snapshots").join(rev);
    std::fs::create_dir_all(&blobs).unwrap();
    std::fs::create_dir_all(&snap).unwrap();
    std::fs::create_dir_all(repo_dir.join("refs")).unwrap();
    std::fs::write(repo_dir.join("refs/main"), rev).unwrap();
    let blob = blobs.join("5f2e1c0ffee");
    std::fs::copy(gguf, &blob).unwrap();
    std::os::unix::fs::symlink("../../blobs/5f2e1c0ffee", snap.join(file_name)).unwrap();
    (cache, snap)
}

#[test]
fn names_resolve_in_the_hugging_face_cache_layout() {
    let dir = strata_tests::scratch();
    let m = synth(dir.path(), "tiny-qwen3moe", "Q4_K", "src.bin");
    let (cache, snap) = hf_cache(dir.path(), "tiny-org/Tiny-GGUF", &m, "Tiny-Q4_K_M.gguf");
    for name in ["tiny-org/Tiny-GGUF", "Tiny-GGUF"] {
        let j = ok_json(&stratac(&[
            "resolve",
            name,
            "--hf-cache",
            s(&cache),
            "--json",
        ]));
        assert_eq!(j["kind"], "hf-cache");
        assert_eq!(j["hf_repo"]["repo"], "tiny-org/Tiny-GGUF");
        assert_eq!(j["files"][0]["path"], s(&snap.join("Tiny-Q4_K_M.gguf")));
        assert_eq!(j["identity"], header_hash(&m));
        // Both the snapshot (the named file) and blobs/ (its target) must be mounted.
        let mounts: Vec<&str> = j["mounts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap())
            .collect();
        let real = std::fs::canonicalize(&cache).unwrap();
        let repo_dir = real.join("models--tiny-org--Tiny-GGUF");
        assert!(mounts.contains(&s(&repo_dir.join("blobs"))), "{mounts:?}");
        assert_eq!(mounts.len(), 2, "{mounts:?}");
    }
    // HF_HUB_CACHE is where it looks by default.
    let out = std::process::Command::new(strata_tests::bin("stratac"))
        .args(["resolve", "tiny-org/Tiny-GGUF", "--json"])
        .env("HF_HUB_CACHE", &cache)
        .output()
        .unwrap();
    assert_eq!(ok_json(&out)["kind"], "hf-cache");
}

/// A release table naming one test repository.
fn releases(dir: &Path, arch: &str, measured: bool) -> PathBuf {
    let tuning = if measured {
        r#", "tuning": {"expert_slots": 96, "car_threshold": 0.35, "ctx": 16384}, "measured_on": "test""#
    } else {
        ""
    };
    let text = format!(
        r#"{{"version": 1,
  "conservative": {{"expert_slots": "auto", "car_threshold": 1.0, "ctx": 8192}},
  "releases": {{"tiny": {{
    "description": "test", "architecture": "{arch}", "licence": "Test-Licence-1.0",
    "hf_repos": ["tiny-org/Tiny-GGUF"], "default_quant": "Q4_K_M",
    "quants": {{"Q4_K_M": {{"stem": "Tiny-Q4_K_M"{tuning}}}, "Q8_0": {{"stem": "Tiny-Q8_0"}}}}
  }}}}}}"#
    );
    let p = dir.join(format!("releases-{arch}-{measured}.json"));
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn releases_pick_repository_quant_tuning_and_licence() {
    let dir = strata_tests::scratch();
    let m = synth(dir.path(), "tiny-qwen3moe", "Q4_K", "src.bin");
    let (cache, _) = hf_cache(dir.path(), "tiny-org/Tiny-GGUF", &m, "Tiny-Q4_K_M.gguf");
    let unmeasured = releases(dir.path(), "qwen3moe", false);
    let j = ok_json(&stratac(&[
        "resolve",
        "--release",
        "tiny",
        "--releases",
        s(&unmeasured),
        "--hf-cache",
        s(&cache),
        "--json",
    ]));
    assert_eq!(j["release"], "tiny");
    assert_eq!(j["licence"], "Test-Licence-1.0");
    assert_eq!(j["quant"], "Q4_K_M");
    assert_eq!(j["measured"], false);
    assert_eq!(j["tuning"]["car_threshold"], 1.0);
    assert_eq!(j["tuning"]["expert_slots"], "auto");
    assert!(
        j["warnings"]
            .as_array()
            .unwrap()
            .iter()
            .any(|w| w.as_str().unwrap().contains("has not been measured")),
        "{j}"
    );

    let measured = releases(dir.path(), "qwen3moe", true);
    let j = ok_json(&stratac(&[
        "resolve",
        "--release",
        "tiny",
        "--releases",
        s(&measured),
        "--hf-cache",
        s(&cache),
        "--json",
    ]));
    assert_eq!(j["measured"], true);
    assert_eq!(j["tuning"]["expert_slots"], 96);
    assert_eq!(j["tuning"]["ctx"], 16384);
    assert_eq!(j["warnings"], serde_json::json!([]));

    // The release's quant that is not in the cache, a release for another architecture, an
    // unknown release, and the shipped table's own repositories (not in this cache).
    refused(
        &stratac(&[
            "resolve",
            "--release",
            "tiny",
            "--releases",
            s(&measured),
            "--hf-cache",
            s(&cache),
            "--quant",
            "Q8_0",
        ]),
        &[
            "no GGUF for the release's file Tiny-Q8_0.gguf",
            "Tiny-Q4_K_M.gguf",
        ],
    );
    let wrong = releases(dir.path(), "llama", false);
    refused(
        &stratac(&[
            "resolve",
            "--release",
            "tiny",
            "--releases",
            s(&wrong),
            "--hf-cache",
            s(&cache),
        ]),
        &[
            "general.architecture is \"qwen3moe\"",
            "release tiny is \"llama\"",
        ],
    );
    refused(
        &stratac(&["resolve", "--release", "nope", "--releases", s(&wrong)]),
        &["unknown release \"nope\"", "tiny"],
    );
    let shipped = strata_tests::workspace_root().join("docker/releases.json");
    refused(
        &stratac(&[
            "resolve",
            "--release",
            "qwen3-30b-a3b",
            "--releases",
            s(&shipped),
            "--hf-cache",
            s(&cache),
        ]),
        &["Qwen/Qwen3-30B-A3B-GGUF", "huggingface-cli download"],
    );
}

#[test]
fn the_shipped_release_table_parses_and_lists_the_named_releases() {
    let shipped = strata_tests::workspace_root().join("docker/releases.json");
    let table = strata_compiler::resolve::Releases::read(&shipped).unwrap();
    for name in [
        "qwen3-30b-a3b",
        "qwen3-coder-30b-a3b",
        "qwen3.6-35b-a3b",
        "gpt-oss-20b",
    ] {
        let r = table.get(name).unwrap();
        assert!(!r.licence.is_empty(), "{name}");
        assert!(r.quants.contains_key(&r.default_quant), "{name}");
        // Nothing has been measured on a card yet: every pair must say so.
        assert!(r.quants.values().all(|q| q.tuning.is_none()), "{name}");
        for (q, entry) in &r.quants {
            assert_eq!(
                strata_compiler::resolve::name_quant(&entry.stem),
                Some(q.as_str()),
                "{name}: stem {} does not carry its quant {q}",
                entry.stem
            );
        }
    }
    assert_eq!(table.conservative.car_threshold, 1.0);
}

#[test]
fn the_plan_cache_is_used_only_for_this_gguf_arch_and_compiler() {
    let dir = strata_tests::scratch();
    let m = synth(dir.path(), "tiny-qwen3moe", "Q4_K", "Tiny-Q4_K_M.gguf");
    let other = synth(dir.path(), "tiny-mixtral", "Q4_K", "Other-Q4_K_M.gguf");
    let cache = dir.path().join("plans");
    let check = |arch: &str| {
        ok_json(&stratac(&[
            "resolve",
            s(&m),
            "--plan-cache",
            s(&cache),
            "--arch",
            arch,
            "--json",
        ]))["plan"]
            .clone()
    };
    let plan = check("host");
    assert_eq!(plan["state"], "missing");
    let path = PathBuf::from(plan["path"].as_str().unwrap());
    let key = path
        .parent()
        .unwrap()
        .file_name()
        .unwrap()
        .to_str()
        .unwrap();
    let identity = header_hash(&m);
    assert_eq!(
        key,
        format!("{}-host-{}", &identity[..16], env!("CARGO_PKG_VERSION"))
    );

    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    strata_tests::compile_host_plan(&m, &path);
    assert_eq!(check("host")["state"], "fresh");
    // The same file for another arch is another entry.
    assert_eq!(check("gfx1101")["state"], "missing");

    // A plan of another GGUF at this entry is foreign: recompiled, never used.
    strata_tests::compile_host_plan(&other, &path);
    let p = check("host");
    assert_eq!(p["state"], "stale");
    assert!(
        p["reason"].as_str().unwrap().contains("foreign plan"),
        "{p}"
    );
    // A plan for another target at this entry is stale.
    let gfx_entry = PathBuf::from(check("gfx1101")["path"].as_str().unwrap());
    std::fs::create_dir_all(gfx_entry.parent().unwrap()).unwrap();
    strata_tests::compile_host_plan(&m, &gfx_entry);
    let p = check("gfx1101");
    assert_eq!(p["state"], "stale");
    assert!(
        p["reason"].as_str().unwrap().contains("compiled for host"),
        "{p}"
    );
    // A damaged plan is stale.
    std::fs::write(&path, b"STRATAPL garbage").unwrap();
    let p = check("host");
    assert_eq!(p["state"], "stale");
    assert!(p["reason"].as_str().unwrap().contains("unreadable"), "{p}");

    // The arch is part of a path: anything but a target name is refused.
    let out = stratac(&[
        "resolve",
        s(&m),
        "--plan-cache",
        s(&cache),
        "--arch",
        "../x",
    ]);
    refused(&out, &["--arch \"../x\""]);
}
