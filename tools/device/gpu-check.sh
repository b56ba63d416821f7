#!/usr/bin/env bash
# cpu vs cuda on the same plans: the GPU executor checked against the CPU executor on the lent
# H200, one table of cases run by one driver (greedy tokens, top-1 agreement, max |Δlogit|).
#
#   tools/device/gpu-check.sh prepare [DEST]   # here (Rust + LLVM 19): binaries, plans, case list
#   bash DEST/gpu-check.sh run                 # on the GPU machine (python3 + numpy, libcuda)
#   tools/device/gpu-check.sh prepare-bench GGUF [DEST]  # here: the bench-qwen3moe Q4_K plan
#   bash DEST/gpu-check.sh bench               # there: that model's decode on cpu and cuda:0
#
# The device machine has no Rust or LLVM: `prepare` builds an LLVM-free release strata-rt and
# stratac (stripped), and compiles one plan per case for `--arch host,sm_90` with the LLVM
# stratac here. The synthetic GGUFs are not carried: `stratac synth` is deterministic (same
# seed, same bytes), so `run` re-synthesizes them there and the plans' provenance check passes;
# the embedded model is read from the repository's models/. DEST defaults to
# /work/main/.devcarry/gpu (the device tool sends /work/main; carry `.devcarry/gpu`). Results go
# to $OUT (when set): gpu-check.md (the table), gpu-check.json, log.txt.
#
# CI cannot run this (no GPU); `tests/tests/gpu_device.rs` covers what runs without one.
# `run` takes three overrides (tools/device/gptoss-check.sh uses them): GPU_CHECK_PROMPT (the
# comma-separated prompt tokens; GPU_CHECK_ROWS must then be their count, for gpu_check.py),
# GPU_CHECK_EAGER (the case also launched eagerly) and GPU_CHECK_BENCH=0 (no tiny-moe bench).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
case "${1:-}" in
prepare)
    root="$(cd "$here/../.." && pwd)"
    dest="${2:-/work/main/.devcarry/gpu}"
    export LLVM_SYS_191_PREFIX="${LLVM_SYS_191_PREFIX:-/usr/lib/llvm-19}"
    cd "$root"
    # The runtime never links LLVM; the release stratac here is built without it too (synth only).
    cargo build --release -p strata-runtime -p strata-compiler --no-default-features
    cargo build -p strata-compiler --bin stratac # with LLVM: compiles the sm_90 plans
    rm -rf "$dest" && mkdir -p "$dest/plans"
    cp target/release/strata-rt target/release/stratac "$dest/"
    strip "$dest/strata-rt" "$dest/stratac"
    cp "$here/gpu-check.sh" "$here/gpu_check.py" "$dest/"
    scratch="$(mktemp -d)"
    : >"$dest/cases.txt"
    for preset in tiny-qwen3moe tiny-qwen2moe tiny-mixtral; do
        for quant in F32 F16 Q8_0 Q4_K IQ3_XXS IQ3_S; do
            gguf="$scratch/$preset-$quant.gguf"
            if ! target/debug/stratac synth --preset "$preset" --quant "$quant" -o "$gguf" 2>"$scratch/err"; then
                echo "skip $preset $quant: $(cat "$scratch/err")" | tee -a "$dest/skipped.txt"
                continue
            fi
            target/debug/stratac compile "$gguf" --arch host,sm_90 -o "$dest/plans/$preset-$quant.plan" >/dev/null
            echo "$preset-$quant synth:$preset:$quant" >>"$dest/cases.txt"
        done
    done
    target/debug/stratac compile models/strata-tiny-moe.gguf --arch host,sm_90 \
        -o "$dest/plans/strata-tiny-moe.plan" >/dev/null
    echo "strata-tiny-moe file:models/strata-tiny-moe.gguf" >>"$dest/cases.txt"
    rm -rf "$scratch"
    du -sh "$dest"
    ;;
prepare-bench)
    # GGUF = `stratac synth --preset bench-qwen3moe --quant Q4_K` written here (4.4 GB; too big to
    # carry, re-synthesized there byte for byte).
    root="$(cd "$here/../.." && pwd)"
    dest="${3:-/work/main/.devcarry/gpu}"
    "$root/target/debug/stratac" compile "$2" --arch host,sm_90 -o "$dest/plans/bench-qwen3moe-Q4_K.plan"
    ;;
bench)
    out="${OUT:-$(mktemp -d)}"
    export LD_LIBRARY_PATH="/usr/local/nvidia/lib64:/usr/local/nvidia/lib:${LD_LIBRARY_PATH:-}"
    model=/tmp/bench-qwen3moe-Q4_K.gguf
    plan="$here/plans/bench-qwen3moe-Q4_K.plan"
    { time "$here/stratac" synth --preset bench-qwen3moe --quant Q4_K -o "$model"; } 2>&1 | tail -4
    # Device-to-device copy bandwidth (read + write) for the roofline, where torch is there.
    python3 -c "import torch,time; n=1<<30; a=torch.empty(n,dtype=torch.uint8,device='cuda'); b=torch.empty_like(a); b.copy_(a); torch.cuda.synchronize(); t=time.time(); [b.copy_(a) for _ in range(20)]; torch.cuda.synchronize(); print('d2d_copy_gb_s', 2*20*n/(time.time()-t)/1e9)" 2>&1 | tail -1 || true
    # Where a step's device time goes (eager launches with timing events), then the graph-replay
    # speed on the GPU and the CPU's for comparison.
    STRATA_GPU_PROFILE=1 "$here/strata-rt" bench "$plan" --model "$model" --device cuda:0 \
        --prompt-len 4 --gen-len 16 --json 2>&1 | grep -v '^{' | tee -a "$out/bench.txt" || true
    for dev in cuda:0 cpu; do
        STRATA_LOG=info "$here/strata-rt" bench "$plan" --model "$model" --device "$dev" \
            --prompt-len 64 --gen-len 128 --json 2>&1 | tee -a "$out/bench.txt" || true
    done
    # The GPU against the f32 reference executor on this model (4 prompt rows).
    toks=1,17,42,99
    "$here/strata-rt" logits "$plan" --model "$model" --device cuda:0 --tokens $toks -o /tmp/big.cuda.f32 2>&1 | tail -1 || true
    timeout 60 "$here/strata-rt" logits "$plan" --model "$model" --device cpu --reference --tokens $toks \
        -o /tmp/big.ref.f32 2>&1 | tail -1 || true
    python3 -c "import numpy as np; c=np.fromfile('/tmp/big.cuda.f32','<f4').reshape(4,-1); r=np.fromfile('/tmp/big.ref.f32','<f4').reshape(4,-1); print('bench-qwen3moe cuda vs reference: top-1 agree', np.mean(c.argmax(1)==r.argmax(1)), 'max abs dlogit', np.abs(c-r).max(), 'max abs logit', np.abs(r).max())" 2>&1 | tee -a "$out/bench.txt" || true
    ;;
run)
    out="${OUT:-$(mktemp -d)}"
    work=/tmp/gpu-check && rm -rf "$work" && mkdir -p "$work"
    export LD_LIBRARY_PATH="/usr/local/nvidia/lib64:/usr/local/nvidia/lib:${LD_LIBRARY_PATH:-}"
    { nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 || echo "no nvidia-smi"; } | tee "$out/log.txt"
    rt="$here/strata-rt"
    prompt="${GPU_CHECK_PROMPT:-1,17,42,99,7,3,250,12}"
    while read -r name src; do
        case "$src" in
        synth:*)
            IFS=: read -r _ preset quant <<<"$src"
            model="$work/$name.gguf"
            "$here/stratac" synth --preset "$preset" --quant "$quant" -o "$model" >>"$out/log.txt" 2>&1
            ;;
        file:*) model="${src#file:}" ;;
        esac
        plan="$here/plans/$name.plan"
        # ref = the CPU reference executor (plain f32, f64 sums: the oracle); cpu = the fast CPU
        # executor (activations quantized per 32 like llama.cpp's); cuda = the GPU executor.
        for tag in ref cpu cuda; do
            case "$tag" in
            ref) flags=(--device cpu --reference) ;;
            cpu) flags=(--device cpu) ;;
            cuda) flags=(--device cuda:0) ;;
            esac
            {
                echo "== $name $tag"
                "$rt" logits "$plan" --model "$model" "${flags[@]}" --tokens "$prompt" -o "$work/$name.$tag.f32" &&
                    "$rt" generate "$plan" --model "$model" "${flags[@]}" --prompt-tokens "$prompt" \
                        --temperature 0 --max-tokens 32 --ignore-eos --json >"$work/$name.$tag.json"
                echo "rc=$?"
            } >>"$out/log.txt" 2>&1 || true
        done
        # The same step launched eagerly (no graph) on one case: graph replay must not change it.
        if [ "$name" = "${GPU_CHECK_EAGER:-tiny-qwen3moe-F32}" ]; then
            STRATA_GPU_GRAPH=0 "$rt" logits "$plan" --model "$model" --device cuda:0 --tokens "$prompt" \
                -o "$work/$name.eager.f32" >>"$out/log.txt" 2>&1 || true
        fi
        echo "$name" >>"$work/cases.done"
    done <"$here/cases.txt"
    # A decode speed reading on the embedded model (not a benchmark: tiny model, launch-bound).
    if [ "${GPU_CHECK_BENCH:-1}" != 0 ]; then
        STRATA_LOG=info "$rt" bench "$here/plans/strata-tiny-moe.plan" --model models/strata-tiny-moe.gguf \
            --device cuda:0 --prompt-len 16 --gen-len 64 --json >"$work/bench.json" 2>>"$out/log.txt" || true
        cat "$work/bench.json" >>"$out/log.txt" || true
    fi
    python3 "$here/gpu_check.py" "$work" "$out" 2>&1 | tee -a "$out/log.txt"
    ;;
*)
    echo "usage: $0 prepare [DEST] | run | prepare-bench GGUF [DEST] | bench" >&2
    exit 2
    ;;
esac
