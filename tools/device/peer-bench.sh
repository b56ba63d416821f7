#!/usr/bin/env bash
# On the lent GPU machine: bench-qwen3moe Q4_K decode/prefill on strata-rt (cpu and cuda:0)
# beside llama.cpp's CPU llama-bench built THERE from the source vendored in the
# llama-cpp-python sdist (default flags, native ISA), all in one run, so the ratios compare
# programs built for the measuring machine.
#
#   tools/device/gpu-check.sh prepare && tools/device/gpu-check.sh prepare-bench GGUF   # here
#   cp ../shared/peers/llama.cpp-from-llama-cpp-python-0.3.36.tar.xz .devcarry/lcpp.tar.xz
#   bash .devcarry/gpu/peer-bench.sh     # there, carry .devcarry/gpu and .devcarry/lcpp.tar.xz
#
# The plan for the big model is compiled here from a GGUF whose header is byte-identical to the
# one `stratac synth` writes there (synth is deterministic), so the provenance check passes.
# Output: $OUT/peer-bench.txt (raw) and a summary table at the end of stdout.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="${OUT:-$(mktemp -d)}"
log="$out/peer-bench.txt"
export LD_LIBRARY_PATH="/usr/local/nvidia/lib64:/usr/local/nvidia/lib:${LD_LIBRARY_PATH:-}"
threads="${THREADS:-16}"
model=/tmp/bench-qwen3moe-Q4_K.gguf
plan="$here/plans/bench-qwen3moe-Q4_K.plan"
# The peer builds in the background while the model is synthesized (default flags, all cores:
# tools/bench/build-llama-bench.sh).
(
    bash "$root/tools/bench/build-llama-bench.sh" "$root/.devcarry/lcpp.tar.xz" /tmp/l "$(nproc)" \
        > /tmp/l.path
) &
peer=$!
{ time "$here/stratac" synth --preset bench-qwen3moe --quant Q4_K -o "$model"; } 2>&1 | tail -3 | tee -a "$log"
if [ "${GPU_CHECK:-1}" = 1 ]; then
    bash "$here/gpu-check.sh" run >/dev/null 2>&1 || echo "gpu-check run failed" | tee -a "$log"
fi
echo "waiting for the llama.cpp build" | tee -a "$log"
wait "$peer" || { tail -20 /tmp/l/build.log | tee -a "$log"; exit 1; }
llama_bench=$(cat /tmp/l.path)
for r in 1 2; do
    "$here/strata-rt" bench "$plan" --model "$model" --device cpu --threads "$threads" \
        --prompt-len 64 --gen-len 64 --json 2>>"$log" | tee -a "$log" >"$out/strata-cpu-$r.json"
done
"$llama_bench" -m "$model" -t "$threads" -p 64 -n 64 -r 2 -o json 2>>"$log" | tee -a "$log" >"$out/llama-cpu.json"
"$here/strata-rt" bench "$plan" --model "$model" --device cuda:0 --prompt-len 64 --gen-len 128 \
    --json 2>>"$log" | tee -a "$log" >"$out/strata-cuda.json"
python3 - "$out" <<'EOF'
import json, sys, pathlib
out = pathlib.Path(sys.argv[1])
s = [json.loads((out / f"strata-cpu-{r}.json").read_text()) for r in (1, 2)]
l = json.loads((out / "llama-cpu.json").read_text())
c = json.loads((out / "strata-cuda.json").read_text())
tg = [x["avg_ts"] for x in l if x.get("n_gen", 0) > 0]
pp = [x["avg_ts"] for x in l if x.get("n_prompt", 0) > 0]
print("| | decode tok/s | prefill tok/s (64) |")
print("|---|---|---|")
for i, r in enumerate(s, 1):
    print(f"| strata-rt cpu run {i} | {r['decode_tok_s']:.2f} | {r['prefill_tok_s']:.1f} |")
print(f"| llama.cpp cpu (llama-bench, native build) | {tg[0]:.2f} | {pp[0]:.1f} |")
print(f"| strata-rt cuda:0 | {c['decode_tok_s']:.2f} | {c['prefill_tok_s']:.1f} |")
d = [r["decode_tok_s"] / tg[0] for r in s]
p = [r["prefill_tok_s"] / pp[0] for r in s]
print(f"cpu decode ratio strata/llama.cpp {min(d):.2f}-{max(d):.2f}, prefill {min(p):.2f}-{max(p):.2f}")
print(f"cpu decode at {100*s[0]['decode_fraction_of_ceiling']:.0f}% of the host copy ceiling ({s[0]['ceiling_tok_s']:.1f} tok/s)")
EOF
