#!/usr/bin/env bash
# bench-qwen35moe (Q4_K) on the CPU: strata-rt bench beside llama.cpp's own llama-bench, both
# built for and run on the measuring machine, at several thread counts, in one run.
#
# Needs no Rust and no network there: prebuilt `stratac` (an LLVM-free build is enough: synth and
# host plans) and `strata-rt` next to this script (or in $BIN), and the llama.cpp source tarball
# from the llama-cpp-python sdist (../shared/peers/llama.cpp-from-llama-cpp-python-0.3.36.tar.xz).
# The model is synthesized there (synth is deterministic: the same bytes as here) and its host
# plan compiled there, so nothing big travels.
#
#   # here (the lead): release binaries and the tarball into one carried folder
#   cargo build --release -p strata-runtime -p strata-compiler --no-default-features
#   mkdir -p .devcarry/q35 && cp target/release/{stratac,strata-rt} tools/device/qwen35-bench.sh .devcarry/q35/
#   cp ../shared/peers/llama.cpp-from-llama-cpp-python-0.3.36.tar.xz .devcarry/q35/lcpp.tar.xz
#   # there (run tool, carry .devcarry/q35):
#   bash .devcarry/q35/qwen35-bench.sh
#
# Environment: THREADS (default "8 16"), PROMPT_LEN (128), GEN_LEN (64), REPS (2 strata-rt runs,
# llama-bench -r), BIN (folder of the binaries; default: this script's folder), LCPP_TAR (default
# $BIN/lcpp.tar.xz), LLAMA_BENCH (an already built llama-bench: skips the build), MODEL (an
# already synthesized bench-qwen35moe Q4_K GGUF), WORK (scratch, default /tmp/q35-bench), OUT.
# Writes under $OUT: schedule.json (strata-rt schedule --json: KV bytes per token, recurrent
# bytes per sequence), strata-tN-R.json (strata-rt bench --json), llama-tN-{spin,passive}.json
# (llama-bench -o json, OpenMP spinning and OMP_WAIT_POLICY=passive), log.txt (stderr of everything), summary.md (the table, also printed).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="${BIN:-$here}"
out="${OUT:-$(mktemp -d)}"
work="${WORK:-/tmp/q35-bench}"
threads="${THREADS:-8 16}"
plen="${PROMPT_LEN:-128}"
glen="${GEN_LEN:-64}"
reps="${REPS:-2}"
log="$out/log.txt"
mkdir -p "$out" "$work"
for b in stratac strata-rt; do
    [ -x "$bin/$b" ] || { echo "error: $bin/$b is missing (see the header of $0)" >&2; exit 1; }
done
echo "host: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-)" | tee -a "$log"

# The peer builds in the background (default flags: native ISA, CPU only) while the model is
# synthesized.
peer_pid=""
if [ -z "${LLAMA_BENCH:-}" ]; then
    tar="${LCPP_TAR:-$bin/lcpp.tar.xz}"
    [ -s "$tar" ] || { echo "error: no llama.cpp tarball at $tar" >&2; exit 1; }
    LLAMA_BENCH="$work/lcpp-build/bin/llama-bench"
    (
        mkdir -p "$work/lcpp-src" && tar xJf "$tar" -C "$work/lcpp-src"
        src="$(dirname "$(ls "$work"/lcpp-src/*/CMakeLists.txt | head -1)")"
        gen=(); command -v ninja >/dev/null && gen=(-G Ninja)
        cmake -S "$src" -B "$work/lcpp-build" "${gen[@]}" -DCMAKE_BUILD_TYPE=Release \
            -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF \
            -DLLAMA_BUILD_APP=OFF -DLLAMA_CURL=OFF >"$work/lcpp-cmake.log" 2>&1
        cmake --build "$work/lcpp-build" --target llama-bench -j "$(nproc)" >"$work/lcpp-build.log" 2>&1
    ) &
    peer_pid=$!
fi

model="${MODEL:-$work/bench-qwen35moe-Q4_K.gguf}"
if [ ! -s "$model" ]; then
    { /usr/bin/time -f "synth: %e s, max RSS %M KiB" "$bin/stratac" synth --preset bench-qwen35moe \
        --seed 1 --quant Q4_K -o "$model.part"; } 2>>"$log"
    mv "$model.part" "$model"
fi
plan="$work/$(basename "$model" .gguf).plan"
"$bin/stratac" compile "$model" --arch host -o "$plan" 2>>"$log"
ctx=$((plen + glen + 16))
"$bin/strata-rt" schedule "$plan" --device cpu --n-ctx "$ctx" --json >"$out/schedule.json" 2>>"$log"

if [ -n "$peer_pid" ]; then
    echo "waiting for the llama.cpp build" | tee -a "$log"
    wait "$peer_pid" || { tail -20 "$work/lcpp-build.log" | tee -a "$log"; exit 1; }
fi
[ -x "$LLAMA_BENCH" ] || { echo "error: no llama-bench at $LLAMA_BENCH" >&2; exit 1; }

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$log"
for t in $threads; do
    for r in $(seq 1 "$reps"); do
        "$bin/strata-rt" bench "$plan" --model "$model" --device cpu --threads "$t" \
            --prompt-len "$plen" --gen-len "$glen" --ctx "$ctx" --json \
            >"$out/strata-t$t-$r.json" 2>>"$log"
    done
    # llama.cpp's CPU backend is built with OpenMP, whose threads spin-wait at barriers: the
    # fastest setting on an idle machine, a collapse on a busy one (2 threads on the shared dev
    # box: 0.77 tok/s spinning, 5.96 passive). Both run; the faster decode is the peer.
    "$LLAMA_BENCH" -m "$model" -t "$t" -p "$plen" -n "$glen" -r "$reps" -o json \
        >"$out/llama-t$t-spin.json" 2>>"$log"
    OMP_WAIT_POLICY=passive "$LLAMA_BENCH" -m "$model" -t "$t" -p "$plen" -n "$glen" -r "$reps" \
        -o json >"$out/llama-t$t-passive.json" 2>>"$log"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$log"

python3 - "$out" "$threads" <<'EOF' | tee "$out/summary.md"
import json, pathlib, sys
out = pathlib.Path(sys.argv[1])
sched = json.loads((out / "schedule.json").read_text())
print(f"bench-qwen35moe Q4_K: KV {sched['kv_type']} {sched['kv_bytes_per_token']} B/token, "
      f"recurrent state {sched['recurrent_bytes_per_sequence'] / 2**20:.2f} MiB/sequence\n")
print("| threads | engine | prefill tok/s | decode tok/s | decode vs llama.cpp | prefill vs llama.cpp | decode / ceiling |")
print("|---|---|---|---|---|---|---|")
for t in sys.argv[2].split():
    runs = sorted(out.glob(f"strata-t{t}-*.json"))
    s = [json.loads(p.read_text()) for p in runs]
    peer = {}
    for mode in ("spin", "passive"):
        l = json.loads((out / f"llama-t{t}-{mode}.json").read_text())
        peer[mode] = ([x["avg_ts"] for x in l if x.get("n_gen", 0) > 0][0],
                      [x["avg_ts"] for x in l if x.get("n_prompt", 0) > 0][0])
    best = max(peer, key=lambda m: peer[m][0])
    tg, pp = peer[best]
    for i, r in enumerate(s, 1):
        print(f"| {t} | strata-rt run {i} | {r['prefill_tok_s']:.1f} | {r['decode_tok_s']:.2f} | "
              f"{r['decode_tok_s'] / tg:.2f}x | {r['prefill_tok_s'] / pp:.2f}x | "
              f"{100 * r['decode_fraction_of_ceiling']:.0f}% of {r['ceiling_tok_s']:.1f} |")
    c = s[0]["ceiling_tok_s"]
    for mode, (g, q) in peer.items():
        mark = " (the peer)" if mode == best else ""
        print(f"| {t} | llama-bench {mode}{mark} | {q:.1f} | {g:.2f} | {g / tg:.2f} | {q / pp:.2f} | "
              f"{100 * g / c:.0f}% of {c:.1f} |")
s0 = json.loads(sorted(out.glob("strata-t*-1.json"))[0].read_text())
print(f"\nactive weights {s0['active_bytes_per_token'] / 2**20:.1f} MiB/token; ceiling = that / "
      f"strata-rt bench's all-thread copy bandwidth ({s0['copy_bandwidth_gb_s']:.1f} GB/s in the first run)")
EOF
