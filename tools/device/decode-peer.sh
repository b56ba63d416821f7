#!/usr/bin/env bash
# Issue 19's decode measurement in one device call: llama.cpp's CUDA build (sm_90, from the
# vendored source in lcpp.tar.xz) in the background while the correctness table of
# prompt-check.sh runs (nothing is timed then), then, on a quiet machine, Strata's A3B
# all-resident decode/prefill (prompt-check.sh decode: two benches, the graph profile, the
# prompt profile) and llama-bench on the same GGUF: pp512 + tg128 at depth 0 and tg128 at
# depth 512, flash attention on, 3 repetitions each.
#
#   tools/device/prompt-check.sh prepare .devcarry/prompt   # here; tar it as prompt.tar.xz
#   bash tools/device/decode-peer.sh                        # there, carry .devcarry/prompt.tar.xz
#                                                           # and .devcarry/lcpp.tar.xz
# Results in $OUT: prompt-check.md (correctness), decode.txt (Strata), peer.jsonl (llama-bench).
set -uo pipefail
: "${OUT:?OUT must name the output folder}"
export OUT LD_LIBRARY_PATH="/usr/local/nvidia/lib64:/usr/local/nvidia/lib:${LD_LIBRARY_PATH:-}"
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p /tmp/pc /tmp/l
tar xJf "$root/.devcarry/prompt.tar.xz" -C /tmp/pc
tar xJf "$root/.devcarry/lcpp.tar.xz" -C /tmp/l
pc=/tmp/pc/prompt/prompt-check.sh
big=/tmp/a3b-qwen3moe-Q4_K.gguf
setsid bash -c 'cmake -S /tmp/l/lcpp -B /tmp/l/b -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF \
    -DLLAMA_BUILD_APP=OFF -DLLAMA_CURL=OFF -DGGML_NATIVE=ON -DGGML_CUDA=ON \
    -DCMAKE_CUDA_ARCHITECTURES=90 >/tmp/l/cmake.log 2>&1 &&
    cmake --build /tmp/l/b --target llama-bench -j 14 >/tmp/l/build.log 2>&1;
    echo $? >/tmp/l/peer.rc' </dev/null >/dev/null 2>&1 &
t0=$(date +%s)
# prompt-check's run mode synthesizes the A3B model in the background and waits for it.
NO_PEER=1 NO_BENCH=1 PROMPT_ARMS="${PROMPT_ARMS:-batch token}" timeout 300 bash "$pc" run >"$OUT/run.log" 2>&1
for _ in $(seq 1 90); do [ -f /tmp/l/peer.rc ] && break; sleep 5; done
echo "peer build rc $(cat /tmp/l/peer.rc 2>/dev/null || echo unfinished) after $(( $(date +%s) - t0 )) s" | tee "$OUT/peer.txt"
timeout 200 bash "$pc" decode >"$OUT/decode.log" 2>&1
lb=/tmp/l/b/bin/llama-bench
if [ -x "$lb" ]; then
    timeout 150 "$lb" -m "$big" -ngl 99 -fa 1 -p 512 -n 128 -r 3 -o jsonl >"$OUT/peer.jsonl" 2>>"$OUT/peer.txt"
    timeout 150 "$lb" -m "$big" -ngl 99 -fa 1 -p 0 -n 128 -d 512 -r 3 -o jsonl >>"$OUT/peer.jsonl" 2>>"$OUT/peer.txt"
fi
python3 - "$OUT/peer.jsonl" <<'PY' | tee -a "$OUT/peer.txt"
import json, sys
for line in open(sys.argv[1]):
    if line.startswith("{"):
        r = json.loads(line)
        print(f"llama-bench p={r['n_prompt']} n={r['n_gen']} d={r.get('n_depth', 0)}: {r['avg_ts']:.1f} ± {r['stddev_ts']:.1f} tok/s")
PY
grep -E '^== |"decode_tok_s"' "$OUT/decode.txt" | sed -E 's/.*"prefill_tok_s":([0-9.]+),"decode_tok_s":([0-9.]+).*/prefill \1 decode \2/' | tee -a "$OUT/peer.txt"
