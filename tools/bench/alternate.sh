#!/usr/bin/env bash
# Alternating rounds on a shared machine: each round runs every strata-rt arm once and then
# llama-bench once, on the same GGUF and thread count, so that load that comes and goes hits
# every arm alike; prints every run's numbers per round (not just means) and the ratios of each
# round against that round's llama-bench. decode.sh runs all of one engine's runs before the
# other's, which on a machine shared with other jobs can put the two engines in different load.
#
#   tools/bench/alternate.sh -m MODEL.gguf -P PLAN [-t THREADS] [-p PROMPTS] [-g GEN] [-n ROUNDS]
#                            [-o OUTDIR] ARM...
#
# ARM: NAME=PATH_TO_STRATA_RT[,ENV=VALUE...] (e.g. base=/tmp/base/strata-rt
# new=target/release/strata-rt,STRATA_CPU_GUIDED=0). Each round, each arm runs one
# `strata-rt bench` per prompt length (the first with GEN decoded tokens, the others with 1),
# then `$LLAMA_BENCH -p PROMPTS -n GEN -r 1`. -p: prompt lengths (default 64,512,2048), -g:
# decoded tokens (default 64), -n: rounds (default 2), -t: threads (default nproc). The load
# average is recorded before every run. LLAMA_BENCH=none compares the arms alone. Output: OUTDIR/rR-ARM-pP.json, OUTDIR/rR-llama.json,
# OUTDIR/load.txt and the table (OUTDIR/table.txt) from alternate_summary.py.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
model="" plan="" threads=$(nproc) plens=64,512,2048 glen=64 rounds=2 outdir=/tmp/strata-alternate
usage="usage: $0 -m MODEL.gguf -P PLAN [-t THREADS] [-p PROMPTS] [-g GEN] [-n ROUNDS] [-o OUTDIR] NAME=STRATA_RT[,ENV=V...]..."
while getopts "m:P:t:p:g:n:o:" opt; do
  case $opt in
    m) model=$OPTARG ;;
    P) plan=$OPTARG ;;
    t) threads=$OPTARG ;;
    p) plens=$OPTARG ;;
    g) glen=$OPTARG ;;
    n) rounds=$OPTARG ;;
    o) outdir=$OPTARG ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[[ -s $model && -s $plan && $# -gt 0 ]] || { echo "$usage" >&2; exit 2; }
for n in $threads $glen $rounds ${plens//,/ }; do
  [[ $n =~ ^[0-9]+$ && $n -gt 0 ]] || { echo "error: '$n' is not a positive count" >&2; exit 2; }
done
: "${LLAMA_BENCH:?LLAMA_BENCH must name llama-bench (tools/bench/build-llama-bench.sh prints it), or none}"
mkdir -p "$outdir"
IFS=, read -r -a plist <<< "$plens"
p0=${plist[0]}
pmax=$(printf '%s\n' "${plist[@]}" "$((p0 + glen))" | sort -n | tail -1)
load() { echo "$1 $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$outdir/load.txt"; }
for r in $(seq 1 "$rounds"); do
  for arm in "$@"; do
    name=${arm%%=*} spec=${arm#*=}
    IFS=, read -r -a parts <<< "$spec"
    bin=${parts[0]} envs=("${parts[@]:1}")
    for p in "${plist[@]}"; do
      if [[ $p == "$p0" ]]; then g=$glen warm=(); else g=1 warm=(--no-warmup); fi
      load "r$r $name p$p"
      env "${envs[@]}" "$bin" bench "$plan" --model "$model" --threads "$threads" --prompt-len "$p" \
        --gen-len "$g" --ctx $((pmax + 16)) "${warm[@]}" --json > "$outdir/r$r-$name-p$p.json"
    done
  done
  [[ $LLAMA_BENCH == none ]] && continue
  load "r$r llama-bench"
  "$LLAMA_BENCH" -m "$model" -t "$threads" -p "$plens" -n "$glen" -r 1 -o json \
    > "$outdir/r$r-llama.json" 2> "$outdir/r$r-llama.log" || echo "llama-bench failed in round $r" >&2
done
python3 "$here/alternate_summary.py" "$outdir" | tee "$outdir/table.txt"
