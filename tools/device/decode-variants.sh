#!/usr/bin/env bash
# Where does a decoded token's time go on the device host, and which pool settings help?
# Runs `strata-rt bench --profile` on the bench model (synthesized into /tmp if missing, as
# bench-decode.sh does) under several environment variants, then llama.cpp (OpenMP spinning)
# once for reference, all at $THREADS (default 16) threads, and prints one compact summary:
# decode and prefill tok/s per variant and the top lines of each decode profile.
#
#   OUT=dir bash tools/device/decode-variants.sh ["name:ENV=V ENV2=V" ...]
#
# With no arguments the variants are: the defaults; no spinning (STRATA_CPU_SPIN_US=0, workers
# sleep between calls as rayon's do); 16 chunks per thread; the AVX2 kernels.
set -uo pipefail
: "${OUT:?OUT must name the output folder}"
root=$(cd "$(dirname "$0")/../.." && pwd)
carry=${CARRY:-$root/.devcarry/d2}
STRATAC=$carry/stratac STRATA_RT=$carry/strata-rt
export PYTHONPATH=$carry/py${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1
threads=${THREADS:-16} plen=${PLEN:-64} glen=${GLEN:-64}
work=/tmp/strata-bench model=/tmp/strata-bench/bench-qwen3moe-Q4_K.gguf
mkdir -p "$work" "$OUT"
if [[ ! -s $model ]]; then
  "$STRATAC" synth --preset bench-qwen3moe --seed 1 --quant Q4_K -o "$model.part" >/dev/null 2>&1 &&
    mv "$model.part" "$model"
fi
plan=$work/bench-qwen3moe-Q4_K.plan
"$STRATAC" compile "$model" --arch host -o "$plan" >/dev/null 2>&1
variants=("$@")
if [[ ${#variants[@]} -eq 0 ]]; then
  variants=("default:" "nospin:STRATA_CPU_SPIN_US=0" "chunks16:STRATA_CPU_CHUNKS_PER_THREAD=16"
    "avx2:STRATA_CPU_ISA=avx2")
fi
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); threads $threads, prompt $plen, gen $glen"
for v in "${variants[@]}"; do
  name=${v%%:*} envs=${v#*:}
  # shellcheck disable=SC2086
  env $envs "$STRATA_RT" bench "$plan" --threads "$threads" --prompt-len "$plen" --gen-len "$glen" \
    --ctx $((plen + glen + 16)) --json --profile > "$OUT/v-$name.json" 2> "$OUT/v-$name.err"
  python3 - "$name" "$OUT/v-$name.json" <<'PY'
import json, sys
name, path = sys.argv[1], sys.argv[2]
try:
    r = json.load(open(path))
except Exception as e:
    print(f"{name}: no result ({e})"); sys.exit()
print(f"== {name}: decode {r['decode_tok_s']:.2f} tok/s, prefill {r['prefill_tok_s']:.2f} tok/s, "
      f"ceiling {r['ceiling_tok_s']:.1f}")
for p in r.get("decode_profile", [])[:int(__import__("os").environ.get("PROFILE_LINES", "9"))]:
    print(f"   {p['name']:<40}{p['ms_per_token']:9.3f} ms{p['events_per_token']:8.1f}")
PY
done
python3 "$root/tools/bench/llama_cpp_bench.py" "$model" --threads "$threads" --prompt-len "$plen" \
  --gen-len "$glen" > "$OUT/llama.json" 2> "$OUT/llama.err"
python3 - "$OUT/llama.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
print(f"== llama.cpp (spin): decode {r['decode_tok_s']:.2f} tok/s, prefill {r['prefill_tok_s']:.2f} tok/s")
PY
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
