#!/usr/bin/env bash
# CPU prefill/decode speed: strata-rt bench vs llama.cpp (llama-cpp-python) on the same GGUF,
# the same thread count and the same prompt ids, beside the memory-bandwidth ceiling.
#
#   tools/bench/decode.sh [-m MODEL.gguf] [-t THREADS] [-p PROMPT_LEN] [-g GEN_LEN] [-o OUTDIR]
#
# Without -m, synthesizes the bench model (stratac synth --preset bench-qwen3moe --quant Q4_K,
# ~4.4 GB) into OUTDIR first. Binaries: $STRATAC and $STRATA_RT (default: target/release/),
# Python: $PYTHON (default: the oracle venv). Writes OUTDIR/strata-tTHREADS.json,
# OUTDIR/llama-tTHREADS.json and OUTDIR/llama-tTHREADS-passive.json (llama.cpp with
# OMP_WAIT_POLICY=passive) and prints a summary: tok/s of each engine, the ratio strata/llama.cpp
# (against llama.cpp's faster decode of the two), and the ceiling
# (active bytes per token ÷ measured all-thread copy bandwidth, both from strata-rt bench).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
model="" threads=$(nproc) plen=64 glen=32 outdir=/tmp/strata-bench
while getopts "m:t:p:g:o:" opt; do
  case $opt in
    m) model=$OPTARG ;;
    t) threads=$OPTARG ;;
    p) plen=$OPTARG ;;
    g) glen=$OPTARG ;;
    o) outdir=$OPTARG ;;
    *) echo "usage: $0 [-m MODEL.gguf] [-t THREADS] [-p PROMPT_LEN] [-g GEN_LEN] [-o OUTDIR]" >&2; exit 2 ;;
  esac
done
STRATAC=${STRATAC:-$root/target/release/stratac}
STRATA_RT=${STRATA_RT:-$root/target/release/strata-rt}
PYTHON=${PYTHON:-$HOME/.cache/strata/venv/bin/python}
mkdir -p "$outdir"

if [[ -z $model ]]; then
  model=$outdir/bench-qwen3moe-Q4_K.gguf
  if [[ ! -s $model ]]; then
    echo "synthesizing $model" >&2
    /usr/bin/time -f "synth: %e s, max RSS %M KiB" \
      "$STRATAC" synth --preset bench-qwen3moe --seed 1 --quant Q4_K -o "$model.part"
    mv "$model.part" "$model"
  fi
fi
plan=$outdir/$(basename "$model" .gguf).plan
if [[ ! -s $plan || $plan -ot $model ]]; then
  "$STRATAC" compile "$model" --arch host -o "$plan" >&2
fi

s_json=$outdir/strata-t$threads.json
l_json=$outdir/llama-t$threads.json
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
"$STRATA_RT" bench "$plan" --threads "$threads" --prompt-len "$plen" --gen-len "$glen" \
  --ctx $((plen + glen + 16)) --json > "$s_json"
# llama.cpp's CPU backend here is built with OpenMP, whose threads spin-wait at barriers. On an
# idle machine that is its fastest setting; on a shared one it collapses (on the 2-core dev box
# under load, decode fell ~10x). So it runs both ways and the faster decode is compared.
"$PYTHON" "$here/llama_cpp_bench.py" "$model" --threads "$threads" --prompt-len "$plen" \
  --gen-len "$glen" > "$l_json"
OMP_WAIT_POLICY=passive "$PYTHON" "$here/llama_cpp_bench.py" "$model" --threads "$threads" \
  --prompt-len "$plen" --gen-len "$glen" > "${l_json%.json}-passive.json"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

"$PYTHON" - "$s_json" "$l_json" "${l_json%.json}-passive.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
runs = {"spin": json.load(open(sys.argv[2])), "passive": json.load(open(sys.argv[3]))}
best = max(runs, key=lambda k: runs[k]["decode_tok_s"])
l = runs[best]
print(f"threads {s['threads']}, prompt {s['prompt_len']} tokens, decode {s['gen_len']} tokens")
print(f"{'':20}{'prefill tok/s':>15}{'decode tok/s':>15}")
print(f"{'strata-rt':20}{s['prefill_tok_s']:15.2f}{s['decode_tok_s']:15.2f}")
for k, r in runs.items():
    print(f"{'llama.cpp (' + k + ')':20}{r['prefill_tok_s']:15.2f}{r['decode_tok_s']:15.2f}")
print(f"{'ratio vs ' + best:20}{s['prefill_tok_s'] / l['prefill_tok_s']:14.2f}x{s['decode_tok_s'] / l['decode_tok_s']:14.2f}x")
mib = s['active_bytes_per_token'] / 2**20
print(f"active weights {mib:.1f} MiB/token, copy bandwidth {s['copy_bandwidth_gb_s']:.1f} GB/s, "
      f"ceiling {s['ceiling_tok_s']:.2f} tok/s; strata-rt at {100 * s['decode_fraction_of_ceiling']:.0f}%, "
      f"llama.cpp at {100 * l['decode_tok_s'] / s['ceiling_tok_s']:.0f}% of it")
# Both decode greedily from the same prompt: equal tokens show both ran the same model. With
# quantized weights each engine quantizes activations its own way, so a near-tie can flip a
# token and the sequences part from there; the common prefix is reported, not required.
a, b = s.get("tokens", []), l.get("generated", [])
same = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
print(f"greedy tokens: the first {same} of {min(len(a), len(b))} agree")
PY
