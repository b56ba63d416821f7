#!/usr/bin/env bash
# CPU prefill and decode speed: strata-rt bench against llama.cpp's own llama-bench, built on
# this machine with its default flags, on the same GGUF and thread counts in one run, beside the
# memory-bandwidth ceiling (docs/perf/cpu-decode.md).
#
#   tools/bench/decode.sh [-m MODEL.gguf] [-q QUANT] [-t THREADS,...] [-p PROMPT_LENS] [-g GEN_LEN]
#                         [-r REPS] [-R LONG_REPS] [-P] [-o OUTDIR]
#
# -m: the GGUF; without it the bench model is synthesized into OUTDIR
#     (`stratac synth --preset bench-qwen3moe --seed 1 --quant QUANT`, QUANT from -q, default
#     Q4_K; ~4.4 GB). -t: thread counts (default: nproc). -p: prompt lengths (default
#     64,512,2048); the first is also the prompt before the decode. -g: tokens decoded (default
#     64). -r: runs of strata-rt's first prompt length + decode, and llama-bench's -r (default 2).
#     -R: runs of strata-rt's longer prompts (default 1). -P: also run llama-bench with
#     OMP_WAIT_POLICY=passive (on a shared machine OpenMP's spinning threads can collapse) and
#     report it beside the default; ratios are always against llama.cpp's defaults unless
#     only the passive run finished.
# Binaries: $STRATAC and $STRATA_RT (default: target/release/). The peer: $LLAMA_BENCH, else
# built here by tools/bench/build-llama-bench.sh from $LCPP_TARBALL (default
# ../shared/peers/llama.cpp-from-llama-cpp-python-0.3.36.tar.xz) into $LCPP_DIR (default
# OUTDIR/lcpp). PEER=python instead runs tools/bench/llama_cpp_bench.py (llama-cpp-python with
# use_extra_bufts = False: the stated fallback where a native llama-bench cannot run; $PYTHON).
# Writes OUTDIR/strata-t*-p*-r*.json, OUTDIR/llama-t*.json, OUTDIR/summary.txt and
# OUTDIR/summary.json (tools/bench/bench_summary.py).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
model="" quant=Q4_K threads=$(nproc) plens=64,512,2048 glen=64 reps=2 long_reps=1 passive=0
outdir=/tmp/strata-bench
usage="usage: $0 [-m MODEL.gguf] [-q QUANT] [-t THREADS,...] [-p PROMPT_LENS] [-g GEN_LEN] [-r REPS] [-R LONG_REPS] [-P] [-o OUTDIR]"
while getopts "m:q:t:p:g:r:R:Po:" opt; do
  case $opt in
    m) model=$OPTARG ;;
    q) quant=$OPTARG ;;
    t) threads=$OPTARG ;;
    p) plens=$OPTARG ;;
    g) glen=$OPTARG ;;
    r) reps=$OPTARG ;;
    R) long_reps=$OPTARG ;;
    P) passive=1 ;;
    o) outdir=$OPTARG ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
for n in $glen $reps $long_reps ${plens//,/ } ${threads//,/ }; do
  [[ $n =~ ^[0-9]+$ && $n -gt 0 ]] || { echo "error: '$n' is not a positive count" >&2; echo "$usage" >&2; exit 2; }
done
STRATAC=${STRATAC:-$root/target/release/stratac}
STRATA_RT=${STRATA_RT:-$root/target/release/strata-rt}
PEER=${PEER:-llama-bench}
mkdir -p "$outdir"
IFS=, read -r -a plist <<< "$plens"
IFS=, read -r -a tlist <<< "$threads"
p0=${plist[0]}
pmax=$(printf '%s\n' "${plist[@]}" "$((p0 + glen))" | sort -n | tail -1)

# The peer builds first (in the background while the model is synthesized).
lb_pid=""
if [[ $PEER == llama-bench && -z ${LLAMA_BENCH:-} ]]; then
  tarball=${LCPP_TARBALL:-$root/../shared/peers/llama.cpp-from-llama-cpp-python-0.3.36.tar.xz}
  [[ -s $tarball ]] || tarball=/work/shared/peers/llama.cpp-from-llama-cpp-python-0.3.36.tar.xz
  lcpp_dir=${LCPP_DIR:-$outdir/lcpp}
  echo "building llama-bench in $lcpp_dir" >&2
  bash "$here/build-llama-bench.sh" "$tarball" "$lcpp_dir" > "$outdir/llama-bench.path" &
  lb_pid=$!
fi

if [[ -z $model ]]; then
  model=$outdir/bench-qwen3moe-$quant.gguf
  if [[ ! -s $model ]]; then
    echo "synthesizing $model" >&2
    /usr/bin/time -f "synth: %e s, max RSS %M KiB" \
      "$STRATAC" synth --preset bench-qwen3moe --seed 1 --quant "$quant" -o "$model.part"
    mv "$model.part" "$model"
  fi
fi
plan=$outdir/$(basename "$model" .gguf).plan
if [[ ! -s $plan || $plan -ot $model || $plan -ot $STRATAC ]]; then
  "$STRATAC" compile "$model" --arch host -o "$plan" >&2
fi
if [[ -n $lb_pid ]]; then
  wait "$lb_pid" || { echo "error: the llama-bench build failed (see $lcpp_dir/*.log)" >&2; exit 1; }
  LLAMA_BENCH=$(cat "$outdir/llama-bench.path")
fi
tag=$(basename "$model" .gguf)

for t in "${tlist[@]}"; do
  rm -f "$outdir/$tag-strata-t$t-"*.json "$outdir/$tag-llama-t$t"*.json
  echo "== $t threads, load average before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
  for p in "${plist[@]}"; do
    if [[ $p == "$p0" ]]; then n=$reps g=$glen warm=() ; else n=$long_reps g=1 warm=(--no-warmup); fi
    for r in $(seq 1 "$n"); do
      "$STRATA_RT" bench "$plan" --model "$model" --threads "$t" --prompt-len "$p" --gen-len "$g" \
        --ctx $((pmax + 16)) "${warm[@]}" --json > "$outdir/$tag-strata-t$t-p$p-r$r.json"
    done
  done
  case $PEER in
    llama-bench)
      "$LLAMA_BENCH" -m "$model" -t "$t" -p "$plens" -n "$glen" -r "$reps" -o json \
        > "$outdir/$tag-llama-t$t.json" 2> "$outdir/$tag-llama-t$t.log" \
        || { echo "llama-bench failed (t=$t):" >&2; tail -5 "$outdir/$tag-llama-t$t.log" >&2; }
      if [[ $passive == 1 ]]; then
        OMP_WAIT_POLICY=passive "$LLAMA_BENCH" -m "$model" -t "$t" -p "$plens" -n "$glen" \
          -r "$reps" -o json > "$outdir/$tag-llama-t$t-passive.json" 2> "$outdir/$tag-llama-t$t-passive.log" \
          || echo "llama-bench (passive) failed (t=$t)" >&2
      fi
      ;;
    python)
      # The fallback peer: one prompt length (the first) and the decode, stated in the summary.
      "${PYTHON:-$HOME/.cache/strata/venv/bin/python}" "$here/llama_cpp_bench.py" "$model" \
        --threads "$t" --prompt-len "$p0" --gen-len "$glen" > "$outdir/$tag-llama-t$t-python.json"
      ;;
    *) echo "error: PEER must be llama-bench or python, not '$PEER'" >&2; exit 2 ;;
  esac
  echo "== $t threads, load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
done
python3 "$here/bench_summary.py" "$outdir" "$tag" | tee "$outdir/$tag-summary.txt"
