#!/usr/bin/env bash
# Two builds of the prompt attention on one lease: correctness of the new plans' prompt path on
# tiny models (every prompt row's logits against the CPU reference, beside the f32-attention
# arm), then A3B prefill speed of the new plan against an earlier one, alternating.
#
#   BUNDLE/ = strata-rt, stratac, a3b-db.plan (new), a3b-old.plan (earlier build), tiny plans
#   bash tools/device/fa-ab.sh BUNDLE                # there; results in $OUT/fa-ab.txt
set -uo pipefail
: "${OUT:?OUT must name the output folder}"
d="$1"
res="$OUT/fa-ab.txt"
w=/tmp/fa-ab
mkdir -p "$w"
nvidia-smi --query-gpu=name --format=csv,noheader >"$res"
"$d/stratac" synth --preset a3b-qwen3moe --quant Q4_K -o "$w/a3b.gguf" >/dev/null 2>&1 &
synth=$!
prompt="1,17,42,99,7,3,250,12,5,8,13,21,34,55,89,144,233,2,4,6,9,11,19,23,29,31,37,41,43,47,53,59,61,67,71,73,79,83,97,101"
for plan in "$d"/tiny-*.plan; do
    name=$(basename "$plan" .plan)
    preset=${name%-*} quant=${name##*-}
    "$d/stratac" synth --preset "$preset" --quant "$quant" -o "$w/$name.gguf" >/dev/null 2>&1
    "$d/strata-rt" logits "$plan" --model "$w/$name.gguf" --device cpu --reference --tokens "$prompt" -o "$w/$name.ref.f32" 2>>"$w/err"
    "$d/strata-rt" logits "$plan" --model "$w/$name.gguf" --device cuda:0 --tokens "$prompt" -o "$w/$name.new.f32" 2>>"$w/err"
    STRATA_GPU_PREFILL_MMA=0 "$d/strata-rt" logits "$plan" --model "$w/$name.gguf" --device cuda:0 --tokens "$prompt" -o "$w/$name.fa0.f32" 2>>"$w/err"
    python3 - "$w/$name" "$name" >>"$res" <<'PY'
import sys, numpy as np
base, name = sys.argv[1], sys.argv[2]
ref = np.fromfile(base + ".ref.f32", dtype=np.float32)
for arm in ("new", "fa0"):
    x = np.fromfile(f"{base}.{arm}.f32", dtype=np.float32)
    r, g = ref.reshape(40, -1), x.reshape(40, -1)
    top1 = float(np.mean(r.argmax(1) == g.argmax(1)))
    print(f"{name} {arm}: max |dlogit| {np.max(np.abs(r - g)):.4g}, top-1 {top1:.3f}, finite {np.isfinite(g).all()}")
PY
done
wait "$synth"
b=(--model "$w/a3b.gguf" --device cuda:0 --vram-budget-mib 30000 --ctx 4096 --gen-len 8 --json)
for round in 1 2; do
    for plan in db old; do
        for pl in 512 2048; do
            echo "== $plan $pl round $round" >>"$res"
            timeout 100 "$d/strata-rt" bench "$d/a3b-$plan.plan" "${b[@]}" --prompt-len "$pl" 2>>"$w/err" |
                sed 's/"tokens":\[[^]]*\],//' >>"$res"
        done
    done
done
for plan in db old; do
    echo "== profile $plan 2048" >>"$res"
    STRATA_GPU_PROMPT_PROFILE=1 timeout 100 "$d/strata-rt" bench "$d/a3b-$plan.plan" "${b[@]}" --prompt-len 2048 \
        >/dev/null 2>"$w/prof-$plan.txt"
    grep -A8 "gpu prompt profile" "$w/prof-$plan.txt" >>"$res"
done
tail -3 "$w/err" >>"$res"
grep -vE '^\{' "$res"
grep -E '^== |prefill_tok_s' "$res" | sed 's/.*"prefill_tok_s":\([0-9.]*\).*/\1/'
