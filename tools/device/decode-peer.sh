#!/usr/bin/env bash
# Issue 19's decode measurement in one device call: llama.cpp's CUDA build (sm_90, from the
# vendored source in lcpp.tar.xz) in the background while the correctness table of
# prompt-check.sh runs (nothing is timed then), then, on a quiet machine, Strata's A3B
# all-resident decode/prefill (prompt-check.sh decode: two benches, the graph profile, the
# prompt profile) and llama-bench on the same GGUF: pp512, pp2048 + tg128 at depth 0 and tg128 at
# depth 512, flash attention on, 3 repetitions each.
#
#   tools/device/prompt-check.sh prepare .devcarry/prompt   # here; tar it as prompt.tar.xz
#   bash tools/device/decode-peer.sh                        # there, carry .devcarry/prompt.tar.xz
#                                                           # and .devcarry/lcpp.tar.xz
# Results in $OUT: prompt-check.md (correctness), decode.txt (Strata), peer.jsonl (llama-bench).
# OFFLOAD=1 instead: the A3B model under --vram-budget-mib 10240 (cache + pool, CAR off twice and
# CAR 0.35) against llama-bench --n-cpu-moe 26 and 22, peak device memory sampled (offload.txt);
# NO_PEER=1 skips llama.cpp (its build and runs). OFFLOAD_RUNS lists the Strata arms as
# tag:car-threshold[:VAR=VALUE,...[:--flag,value,...]] (default: CAR off twice, then CAR 0.35); PEER_N the
# --n-cpu-moe values, PEER_R llama-bench's repetitions and GEN_LEN Strata's --gen-len (64).
# BUILD_ONLY=1 builds llama.cpp (and synthesizes the A3B model meanwhile) and exits, so the
# timed part fits one later call on the same warm machine, which then reuses the build.
set -uo pipefail
: "${OUT:?OUT must name the output folder}"
export OUT LD_LIBRARY_PATH="/usr/local/nvidia/lib64:/usr/local/nvidia/lib:${LD_LIBRARY_PATH:-}"
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p /tmp/pc /tmp/l
tar xJf "$root/.devcarry/prompt.tar.xz" -C /tmp/pc
tar xJf "$root/.devcarry/lcpp.tar.xz" -C /tmp/l
pc=/tmp/pc/prompt/prompt-check.sh
big=/tmp/a3b-qwen3moe-Q4_K.gguf
[ -x /tmp/l/b/bin/llama-bench ] && echo 0 >/tmp/l/peer.rc
[ "${NO_PEER:-0}" = 1 ] || [ -f /tmp/l/peer.rc ] || setsid bash -c 'cmake -S /tmp/l/lcpp -B /tmp/l/b -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF \
    -DLLAMA_BUILD_APP=OFF -DLLAMA_CURL=OFF -DGGML_NATIVE=ON -DGGML_CUDA=ON \
    -DCMAKE_CUDA_ARCHITECTURES=90 >/tmp/l/cmake.log 2>&1 &&
    cmake --build /tmp/l/b --target llama-bench -j 14 >/tmp/l/build.log 2>&1;
    echo $? >/tmp/l/peer.rc' </dev/null >/dev/null 2>&1 &
t0=$(date +%s)
lb=/tmp/l/b/bin/llama-bench
if [ "${BUILD_ONLY:-0}" = 1 ]; then
    [ -f "$big" ] || /tmp/pc/prompt/stratac synth --preset a3b-qwen3moe --quant Q4_K -o "$big" >/dev/null 2>&1
    for _ in $(seq 1 110); do [ -f /tmp/l/peer.rc ] && break; sleep 5; done
    echo "peer build rc $(cat /tmp/l/peer.rc 2>/dev/null || echo unfinished) after $(( $(date +%s) - t0 )) s; model $(stat -c %s "$big" 2>/dev/null) bytes" | tee "$OUT/build.txt"
    tail -5 /tmp/l/build.log >>"$OUT/build.txt" 2>/dev/null
    exit 0
fi
if [ "${OFFLOAD:-0}" = 1 ]; then
    # Issue 20's (b) and (c) under 10 GiB and llama.cpp's --n-cpu-moe 26 and 22 (the two
    # settings nearest 10 GiB, DEVICE.md), everything timed after the build.
    [ -f "$big" ] || /tmp/pc/prompt/stratac synth --preset a3b-qwen3moe --quant Q4_K -o "$big" >/dev/null 2>&1
    [ "${NO_PEER:-0}" = 1 ] || for _ in $(seq 1 90); do [ -f /tmp/l/peer.rc ] && break; sleep 5; done
    echo "peer build rc $(cat /tmp/l/peer.rc 2>/dev/null || echo unfinished) after $(( $(date +%s) - t0 )) s" | tee "$OUT/peer.txt"
    res=$OUT/offload.txt
    for run in ${OFFLOAD_RUNS:-b_cache:1.0 b_cache_r2:1.0 c_car:0.35}; do
        IFS=: read -r tag car vars extra <<<"$run"
        (while :; do nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits; sleep 0.2; done) >/tmp/mem.$tag &
        mp=$!
        echo "== $tag --car-threshold $car ${vars:-} ${extra//,/ }" >>"$res"
        # The threshold through the environment: the budget's cache is the engine's, and
        # `--car-threshold` is refused where the flags name no residency.
        env ${vars//,/ } STRATA_CAR_THRESHOLD=$car timeout 120 /tmp/pc/prompt/strata-rt bench /tmp/pc/prompt/plans/a3b.plan \
            --model "$big" --device cuda:0 --vram-budget-mib 10240 --ctx 1024 --prompt-len 16 --gen-len "${GEN_LEN:-64}" ${extra//,/ } --json \
            >>"$res" 2>>"$OUT/offload.err" || echo "rc=$?" >>"$res"
        kill "$mp"
        echo "peak_mib_$tag $(sort -n /tmp/mem.$tag | tail -1)" >>"$res"
    done
    [ "${NO_PEER:-0}" = 1 ] || for n in ${PEER_N:-26 22}; do
        (while :; do nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits; sleep 0.2; done) >/tmp/mem.l$n &
        mp=$!
        timeout 150 "$lb" -m "$big" -ngl 99 -fa 1 --n-cpu-moe "$n" -t 16 -p 0 -n 64 -r "${PEER_R:-3}" -o jsonl \
            >>"$OUT/peer.jsonl" 2>>"$OUT/peer.txt"
        kill "$mp"
        echo "peak_mib_llama_n_cpu_moe_$n $(sort -n /tmp/mem.l$n | tail -1)" >>"$res"
    done
    touch "$OUT/peer.jsonl"
    python3 - "$OUT/peer.jsonl" "$res" <<'PY' | tee -a "$OUT/peer.txt"
import json, sys
for line in open(sys.argv[1]):
    if line.startswith("{"):
        r = json.loads(line)
        print(f"llama-bench n_cpu_moe={r.get('n_cpu_moe')} n={r['n_gen']}: {r['avg_ts']:.1f} ± {r['stddev_ts']:.1f} tok/s")
for line in open(sys.argv[2]):
    if line.startswith("{"):
        r = json.loads(line)
        o = r.get("offload") or {}
        x = r.get("experts") or {}
        print(f"strata decode {r['decode_tok_s']:.1f} tok/s hit_rate {x.get('hit_rate')} "
              f"gpu {o.get('gpu_expert_ms_per_token', 0):.2f} cpu {o.get('cpu_expert_ms_per_token', 0):.2f} "
              f"wait {o.get('sync_wait_ms_per_token', 0):.2f} step {o.get('step_ms_per_token', 0):.2f} ms, "
              f"bus {o.get('bus_picks_per_token', 0):.1f} picks ({o.get('bus_staged_picks_per_token', 0):.1f} staged) "
              f"{o.get('bus_bytes_per_token', 0) / 1e6:.0f} MB, peak {r.get('vram_peak_bytes', 0) / 2**20:.0f} MiB "
              f"(card {r.get('device_used_bytes', 0) / 2**20:.0f} MiB in use after), "
              f"prefetch {o.get('prefetch_copies_per_token', 0):.1f}/{o.get('prefetch_hits_per_token', 0):.1f} "
              f"cap {o.get('prefetch_cap_mean', 0):.2f} late {o.get('prefetch_late_share', 0):.2f}, "
              f"touch {o.get('touch_experts_per_token', 0):.1f} experts {o.get('touch_bytes_per_token', 0) / 1e6:.0f} MB "
              f"{o.get('touch_hits_per_token', 0):.1f} then missed, host issue {o.get('host_issue_ms_per_token', 0):.2f} "
              f"post {o.get('host_post_ms_per_token', 0):.2f} ms")
    elif line.startswith("peak_mib") or line.startswith("=="):
        print(line.strip())
PY
    exit 0
fi
# prompt-check's run mode synthesizes the A3B model in the background and waits for it.
NO_PEER=1 NO_BENCH=1 PROMPT_ARMS="${PROMPT_ARMS:-batch token}" timeout 300 bash "$pc" run >"$OUT/run.log" 2>&1
for _ in $(seq 1 90); do [ -f /tmp/l/peer.rc ] && break; sleep 5; done
echo "peer build rc $(cat /tmp/l/peer.rc 2>/dev/null || echo unfinished) after $(( $(date +%s) - t0 )) s" | tee "$OUT/peer.txt"
# The peer first (its numbers are the ratios' denominators), then Strata on the same quiet machine.
if [ -x "$lb" ]; then
    timeout 200 "$lb" -m "$big" -ngl 99 -fa 1 -p 512,2048 -n 128 -r 3 -o jsonl >"$OUT/peer.jsonl" 2>>"$OUT/peer.txt"
    [ "${NO_DEPTH:-0}" = 1 ] || timeout 150 "$lb" -m "$big" -ngl 99 -fa 1 -p 0 -n 128 -d 512 -r 3 -o jsonl \
        >>"$OUT/peer.jsonl" 2>>"$OUT/peer.txt"
fi
timeout 400 bash "$pc" decode >"$OUT/decode.log" 2>&1
python3 - "$OUT/peer.jsonl" <<'PY' | tee -a "$OUT/peer.txt"
import json, sys
for line in open(sys.argv[1]):
    if line.startswith("{"):
        r = json.loads(line)
        print(f"llama-bench p={r['n_prompt']} n={r['n_gen']} d={r.get('n_depth', 0)}: {r['avg_ts']:.1f} ± {r['stddev_ts']:.1f} tok/s")
PY
grep -E '^== |"decode_tok_s"' "$OUT/decode.txt" | sed -E 's/.*"prefill_tok_s":([0-9.]+),"decode_tok_s":([0-9.]+).*/prefill \1 decode \2/' | tee -a "$OUT/peer.txt"
