#!/usr/bin/env bash
# KV cache types against f32 on one plan (docs/perf/kv-types.md): for a short and a long prompt,
# 200 greedy tokens with each --kv type (agreement with f32's tokens), the teacher-forced mean KL
# of each type's next-token distribution from f32's over those 200 positions, memory per token
# (`schedule --json`, `bench --json`) and decode tok/s for every type in the same run.
#
# usage: tools/bench/kv-types.sh STRATA_RT PLAN LONG_TEXT_FILE [THREADS]
# DEVICE=cuda:0 runs every command on that device (the plan must carry its target; the GPU
# executor keeps its cache in each --kv type too); PY= picks the python with numpy.
set -euo pipefail
rt="$1"; plan="$2"; long_file="$3"; threads="${4:-2}"
py="${PY:-${STRATA_VENV:-$HOME/.cache/strata/venv}/bin/python}"
device="${DEVICE:-cpu}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
ctx=2600
short_prompt='In the beginning God created the heaven and the earth.'
# About 2,000 tokens of the long file (the tokenizer decides the exact count).
long_prompt="$(head -c 6400 "$long_file")"

for which in short long; do
  if [ "$which" = short ]; then prompt="$short_prompt"; else prompt="$long_prompt"; fi
  for kv in f32 f16 q8; do
    "$rt" generate "$plan" --prompt "$prompt" --max-tokens 200 --temperature 0 --ignore-eos \
      --kv "$kv" --ctx "$ctx" --threads "$threads" --device "$device" --json > "$work/gen-$which-$kv.json" 2>/dev/null
  done
  # Teacher-forced: prompt + f32's 200 tokens, logits of every position under each type.
  toks="$("$py" -c 'import json,sys; d=json.load(open(sys.argv[1])); print(",".join(map(str,d["prompt_tokens"]+d["tokens"])))' "$work/gen-$which-f32.json")"
  for kv in f32 f16 q8; do
    "$rt" logits "$plan" --tokens "$toks" --kv "$kv" --ctx "$ctx" --threads "$threads" \
      --device "$device" -o "$work/logits-$which-$kv.f32" 2>/dev/null
  done
  "$py" - "$work" "$which" <<'PY'
import json, sys
import numpy as np
work, which = sys.argv[1:]
g = {kv: json.load(open(f"{work}/gen-{which}-{kv}.json")) for kv in ("f32", "f16", "q8")}
n_prompt = len(g["f32"]["prompt_tokens"])
ref = np.fromfile(f"{work}/logits-{which}-f32.f32", "<f4")
n_tok = n_prompt + len(g["f32"]["tokens"])
ref = ref.reshape(n_tok, -1).astype(np.float64)
def logp(x):
    x = x - x.max(axis=1, keepdims=True)
    return x - np.log(np.exp(x).sum(axis=1, keepdims=True))
# Rows n_prompt-1 .. n_tok-2 predict the 200 generated tokens.
rows = slice(n_prompt - 1, n_tok - 1)
lp_ref = logp(ref[rows])
for kv in ("f16", "q8"):
    other = np.fromfile(f"{work}/logits-{which}-{kv}.f32", "<f4").reshape(n_tok, -1).astype(np.float64)
    lp = logp(other[rows])
    kl = (np.exp(lp_ref) * (lp_ref - lp)).sum(axis=1)
    a, b = g["f32"]["tokens"], g[kv]["tokens"]
    same = sum(x == y for x, y in zip(a, b))
    first = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), len(a))
    top1 = (lp.argmax(1) == lp_ref.argmax(1)).mean()
    print(f"{which} prompt ({n_prompt} tokens), {kv} vs f32: mean KL {kl.mean():.3e} "
          f"(max {kl.max():.3e}), teacher-forced top-1 {100*top1:.1f}%, greedy tokens equal "
          f"{same}/{len(a)}, first divergence at {first}")
PY
done

for kv in f32 f16 q8; do
  s="$("$rt" schedule "$plan" --device "$device" --kv "$kv" --n-ctx "$ctx" --json)"
  b="$("$rt" bench "$plan" --kv "$kv" --prompt-len 512 --gen-len 128 --ctx "$ctx" --threads "$threads" \
    --device "$device" --json 2>/dev/null)"
  "$py" -c '
import json, sys
kv, s, b, ctx = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3]), sys.argv[4]
print("%s: schedule kv_bytes_per_token %d (%.2f MiB at n_ctx %s), bench kv_bytes_per_token %d, "
      "prefill %.1f tok/s, decode %.2f tok/s" % (kv, s["kv_bytes_per_token"], s["kv_mib"], ctx,
      b["kv_bytes_per_token"], b["prefill_tok_s"], b["decode_tok_s"]))
' "$kv" "$s" "$b" "$ctx"
done
