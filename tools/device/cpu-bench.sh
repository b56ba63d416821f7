#!/usr/bin/env bash
# CPU prefill and decode on the lent machine's 16-core host: strata-rt against llama.cpp's own
# llama-bench built THERE (default flags, native ISA) from the llama.cpp source vendored in the
# llama-cpp-python sdist, on bench-qwen3moe synthesized there, at 8 and 16 threads, prompts of
# 64, 512 and 2,048 tokens and 64 decoded (tools/bench/decode.sh does the measuring).
#
# The host has no Rust and no network, so it takes prebuilt binaries. Here, from the repository:
#   CARGO_TARGET_DIR=target-rel cargo build --release -p strata-runtime -p strata-compiler --no-default-features
#   mkdir -p .devcarry/cpubench && cp target-rel/release/{stratac,strata-rt} .devcarry/cpubench/
#   strip .devcarry/cpubench/*
#   cp ../shared/peers/llama.cpp-from-llama-cpp-python-0.3.36.tar.xz .devcarry/cpubench/lcpp.tar.xz
# There (carry [".devcarry/cpubench"]; each call must stay under the 10-minute limit, so the work
# is split into phases, run one per call on the same warm machine, whose /tmp keeps the models):
#   bash tools/device/cpu-bench.sh prepare          # llama-bench build ∥ synth Q4_K (~3 min)
#   bash tools/device/cpu-bench.sh run 16           # one thread count, Q4_K (~4 min)
#   bash tools/device/cpu-bench.sh run 8
#   QUANT=IQ3_XXS bash tools/device/cpu-bench.sh prepare   # the IQ3_XXS variant, then `run` likewise
#   PROMPTS="512 2048" ARMS="- VAR=0" bash tools/device/cpu-bench.sh profile 16 8   # --profile runs
#   ARMS="- STRATA_CPU_FUSED_EXPERTS=0,STRATA_CPU_GUIDED=0" bash tools/device/cpu-bench.sh ab 16
#                                                   # alternating rounds of decode A/B + llama-bench
# Phases write under $OUT: summary.txt (the tables, appended per phase), the JSON files of
# each run, host.txt (lscpu, memory, load) and the build/synth logs. Knobs: QUANT (Q4_K),
# PROMPTS (64,512,2048), GEN (64), REPS (2: strata-rt's first prompt + decode and llama-bench's
# -r), LONG_REPS (2: strata-rt's longer prompts), CARRY (.devcarry/cpubench), WORK (/tmp/strata-cpubench).
set -uo pipefail
: "${OUT:?OUT must name the output folder}"
root=$(cd "$(dirname "$0")/../.." && pwd)
carry=${CARRY:-$root/.devcarry/cpubench}
work=${WORK:-/tmp/strata-cpubench}
quant=${QUANT:-Q4_K}
model=$work/bench-qwen3moe-$quant.gguf
export STRATAC=$carry/stratac STRATA_RT=$carry/strata-rt
mkdir -p "$work" "$OUT"
log=$OUT/summary.txt
phase=${1:-}
for b in "$STRATAC" "$STRATA_RT"; do
  [[ -x $b ]] || { echo "error: no executable $b (see this script's header)" >&2; exit 1; }
done
{
  echo "== $(date -u) phase ${phase:-?} ${2:-} quant $quant, load $(cut -d' ' -f1-3 /proc/loadavg)"
} >> "$log"
case $phase in
  prepare)
    {
      nproc; free -g | head -2
      lscpu | grep -E "Model name|Socket|Core|Thread|NUMA node\(s\)|L3|Flags" | cut -c1-400
    } > "$OUT/host.txt" 2>&1
    t0=$SECONDS
    (
      bash "$root/tools/bench/build-llama-bench.sh" "$carry/lcpp.tar.xz" "$work/lcpp" "$(nproc)" \
        > "$work/llama-bench.path" 2> "$work/llama-bench-build.err"
      echo "llama-bench build: exit $? after $((SECONDS - t0)) s" >> "$log"
    ) &
    peer=$!
    if [[ ! -s $model ]]; then
      /usr/bin/time -f "synth $quant: %e s, max RSS %M KiB" "$STRATAC" synth --preset bench-qwen3moe \
        --seed 1 --quant "$quant" -o "$model.part" >> "$log" 2>&1 && mv "$model.part" "$model"
    fi
    "$STRATAC" compile "$model" --arch host -o "${model%.gguf}.plan" >> "$log" 2>&1
    wait "$peer"
    cp "$work"/lcpp/*.log "$work/llama-bench-build.err" "$OUT/" 2>/dev/null
    "$(cat "$work/llama-bench.path")" --help > /dev/null 2>&1 && echo "llama-bench ready" >> "$log"
    ;;
  run)
    threads=${2:?usage: cpu-bench.sh run THREADS}
    [[ -s $model && -s $work/llama-bench.path ]] || { echo "error: run 'prepare' first" >&2; exit 1; }
    LLAMA_BENCH=$(cat "$work/llama-bench.path") bash "$root/tools/bench/decode.sh" -m "$model" \
      -t "$threads" -p "${PROMPTS:-64,512,2048}" -g "${GEN:-64}" -r "${REPS:-2}" \
      -R "${LONG_REPS:-2}" -o "$work/out" >> "$log" 2>&1
    echo "exit $?" >> "$log"
    cp "$work"/out/*.json "$work"/out/*-summary.txt "$OUT/" 2>/dev/null
    ;;
  profile)
    # Where the prompt's time goes: `strata-rt bench --profile` per thread count and prompt
    # length (prefill and decode profiles on stderr), then one llama-bench run of the same
    # lengths for scale. Arms: ARMS="VAR=x VAR=y" (each a space-free env assignment, or "-").
    shift
    [[ -s $model && -s $work/llama-bench.path ]] || { echo "error: run 'prepare' first" >&2; exit 1; }
    plan=${model%.gguf}.plan
    for t in "${@:-16}"; do
      for p in ${PROMPTS:-512}; do
        for arm in ${ARMS:--}; do
          tag=prof-t$t-p$p-${arm//[^A-Za-z0-9_=]/}
          env ${arm/#-/STRATA_NOTHING=1} "$STRATA_RT" bench "$plan" --model "$model" --threads "$t" \
            --prompt-len "$p" --gen-len "${GEN:-16}" --profile --json > "$OUT/$tag.json" 2> "$OUT/$tag.err"
          echo "t=$t p=$p arm=$arm exit $?: $(grep -o '"prefill_tok_s":[0-9.]*\|"decode_tok_s":[0-9.]*' "$OUT/$tag.json" | tr '\n' ' ')" >> "$log"
        done
      done
      if [[ -z ${NO_PEER:-} ]]; then
        "$(cat "$work/llama-bench.path")" -m "$model" -t "$t" -p "$(echo ${PROMPTS:-512} | tr ' ' ,)" \
          -n "${GEN:-16}" -r 1 >> "$log" 2>&1
      fi
    done
    ;;
  ab)
    # Alternating rounds (tools/bench/alternate.sh): each round runs every arm of strata-rt once
    # and llama-bench once, so load that comes and goes hits them alike. Arms: ARMS="- A=0
    # A=0,B=0" (each "-" for the defaults or comma-separated env assignments), the first prompt
    # length of PROMPTS (default 64) is also the decode's context. REPS rounds (default 3).
    threads=${2:?usage: cpu-bench.sh ab THREADS}
    [[ -s $model && -s $work/llama-bench.path ]] || { echo "error: run 'prepare' first" >&2; exit 1; }
    arms=()
    for arm in ${ARMS:--}; do
      name=${arm//,/+}
      name=${name//[^A-Za-z0-9_+]/}
      [[ $arm == - ]] && arms+=("default=$STRATA_RT") || arms+=("$name=$STRATA_RT,$arm")
    done
    LLAMA_BENCH=$(cat "$work/llama-bench.path") bash "$root/tools/bench/alternate.sh" \
      -m "$model" -P "${model%.gguf}.plan" -t "$threads" -p "${PROMPTS:-64}" -g "${GEN:-64}" \
      -n "${REPS:-3}" -o "$OUT/ab-$quant-t$threads" "${arms[@]}" >> "$log" 2>&1
    echo "exit $?" >> "$log"
    ;;
  *)
    echo "usage: cpu-bench.sh prepare | run THREADS | profile THREADS... | ab THREADS   (QUANT=IQ3_XXS for the variant)" >&2
    exit 2
    ;;
esac
cat "$log"
