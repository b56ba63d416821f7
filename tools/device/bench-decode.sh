#!/usr/bin/env bash
# Device-host CPU decode benchmark (the lead runs it on the lent machine, from the repository
# root, with .devcarry/d2/ carried). The host has no Rust and no network, so it uses what
# .devcarry/d2/ holds: stripped release `stratac` (built without LLVM) and `strata-rt`, and a copy
# of llama-cpp-python's package (plus diskcache, which the image lacks) under py/.
#
# It synthesizes the bench model into /tmp (never $OUT: 4.4 GB), compiles a host plan, and runs
# tools/bench/decode.sh (strata-rt bench and tools/bench/llama_cpp_bench.py on the same GGUF,
# prompt ids and thread count) at 16 and at 8 threads. Results go to $OUT: the JSON of each run,
# summary.txt, lscpu and timings.
set -uo pipefail
: "${OUT:?OUT must name the output folder}"
root=$(cd "$(dirname "$0")/../.." && pwd)
carry=$root/.devcarry/d2
export STRATAC=$carry/stratac STRATA_RT=$carry/strata-rt
export PYTHON=${PYTHON:-python3}
export PYTHONPATH=$carry/py${PYTHONPATH:+:$PYTHONPATH}
export PYTHONUNBUFFERED=1
work=/tmp/strata-bench
mkdir -p "$work" "$OUT"
log=$OUT/summary.txt
{
  echo "== host"; date -u; nproc; free -g | head -2
  lscpu | grep -E "Model name|Socket|Core|Thread|NUMA node\(s\)|L3|Flags" | cut -c1-400
} > "$log" 2>&1
lscpu > "$OUT/lscpu.txt" 2>&1

start=$SECONDS
if [[ ! -s $work/bench-qwen3moe-Q4_K.gguf ]]; then
  t0=$SECONDS
  "$STRATAC" synth --preset bench-qwen3moe --seed 1 --quant Q4_K -o "$work/bench-qwen3moe-Q4_K.gguf.part" \
    && mv "$work/bench-qwen3moe-Q4_K.gguf.part" "$work/bench-qwen3moe-Q4_K.gguf"
  echo "synth: $((SECONDS - t0)) s" >> "$log"
fi
for t in 16 8; do
  echo "== $t threads" >> "$log"
  timeout 200 bash "$root/tools/bench/decode.sh" -m "$work/bench-qwen3moe-Q4_K.gguf" -t "$t" \
    -p 64 -g 64 -o "$work" >> "$log" 2>&1
  echo "exit $? after $((SECONDS - start)) s" >> "$log"
  cp "$work/strata-t$t.json" "$work/llama-t$t.json" "$work/llama-t$t-passive.json" "$OUT/" 2>/dev/null
done
cat "$log"
