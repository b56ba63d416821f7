//! llama.cpp (llama-cpp-python) loads every `stratac synth` preset, in F32 and Q8_0, and
//! generates from it: the synthetic models are real models to the peer implementation.

use serde_json::Value as Json;
use strata_tests::{run_bin, run_oracle, scratch};

#[test]
fn llama_cpp_loads_and_generates_from_every_preset() {
    let dir = scratch();
    for preset in [
        "tiny-qwen3moe",
        "tiny-qwen2moe",
        "tiny-mixtral",
        "tiny-qwen35moe",
    ] {
        let arch = if preset == "tiny-mixtral" {
            "llama"
        } else {
            &preset[5..]
        };
        for quant in ["F32", "Q8_0"] {
            let path = dir.path().join(format!("{preset}-{quant}.gguf"));
            let p = path.to_str().unwrap();
            let out = run_bin(
                "stratac",
                &[
                    "synth", "--preset", preset, "--seed", "3", "--quant", quant, "-o", p,
                ],
            );
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            let report: Json =
                serde_json::from_str(&run_oracle("gguf_llama_generate.py", &[p, "6"])).unwrap();
            let ctx = format!("{preset} {quant}: {report}");
            assert_eq!(report["arch"], arch, "{ctx}");
            assert_eq!(report["n_vocab"], 512, "{ctx}");
            let generated = report["generated"].as_array().unwrap();
            assert_eq!(generated.len(), 6, "{ctx}");
            assert!(generated.iter().all(|t| t.as_u64().unwrap() < 512), "{ctx}");
            // The prompt was split into merged tokens, not only bytes: the merges work.
            let prompt = report["prompt"].as_array().unwrap();
            assert!(prompt.len() < "Hello, world! The model".len(), "{ctx}");
            assert!(
                report["chat_template"]
                    .as_str()
                    .unwrap()
                    .contains("<|im_start|>"),
                "{ctx}"
            );
            // The random weights give usable logits: spread out, not one-hot.
            let std = report["logit_std"].as_f64().unwrap();
            let top1 = report["top1_prob"].as_f64().unwrap();
            assert!(std > 0.5 && std < 20.0, "{ctx}");
            assert!(top1 < 0.9, "{ctx}");
        }
    }
}
