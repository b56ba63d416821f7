#!/usr/bin/env bash
# The GPU expert cache + CPU pool on the lent H200: correctness on the tiny models (hybrid cuda
# against the CPU and against cuda with every expert resident, CAR off and on with the same
# residency), then the offload benchmark on the Qwen3-30B-A3B-shaped model against llama.cpp's
# CUDA build with --n-cpu-moe, a budget sweep and the VRAM guard under outside memory pressure.
#
#   tools/device/offload-check.sh prepare [DEST]   # here: binaries, plans, case list
#   bash DEST/offload-check.sh stage1              # there: llama.cpp CUDA build (background),
#                                                  #   tiny-model correctness, the 19 GB model
#   bash DEST/offload-check.sh stage2              # there, right after stage1 on the same
#                                                  #   machine: benchmarks (needs stage1's files)
#   bash DEST/offload-check.sh again               # there, on a fresh machine: stage1 without the
#                                                  #   peer build, then stage2 without the peer
#   bash DEST/offload-check.sh peer                # there: llama.cpp's CUDA build, then Strata (b),
#                                                  #   (c) and llama-bench --n-cpu-moe 26 in one run
#   bash DEST/offload-check.sh fuse                # there: fused vs unfused MoE combine (A/B)
#
# Two stages because the peer's CUDA build keeps 16 cores busy for ~6 minutes: nothing is timed
# while it runs. The device tool sends /work/main: carry `.devcarry/offload` (DEST's default)
# and `.devcarry/lcpp.tar.xz` (the llama.cpp source vendored in llama-cpp-python 0.3.36,
# trimmed; ../shared/peers). Results go to $OUT. CI cannot run this (no GPU).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
export LD_LIBRARY_PATH="/usr/local/nvidia/lib64:/usr/local/nvidia/lib:${LD_LIBRARY_PATH:-}"
work=/tmp/offload
big=/tmp/a3b-qwen3moe-Q4_K.gguf
case "${1:-}" in
prepare)
    root="$(cd "$here/../.." && pwd)"
    dest="${2:-$root/.devcarry/offload}"
    rel="${REL_TARGET:-/work/rel-target}/release"
    export LLVM_SYS_191_PREFIX="${LLVM_SYS_191_PREFIX:-/usr/lib/llvm-19}"
    cd "$root"
    rm -rf "$dest" && mkdir -p "$dest/plans"
    cp "$rel/strata-rt" "$rel/stratac" "$dest/"
    strip "$dest/strata-rt" "$dest/stratac"
    cp "$here/offload-check.sh" "$here/offload_check.py" "$dest/"
    scratch="$(mktemp -d)"
    : >"$dest/cases.txt"
    for c in tiny-qwen3moe:F32 tiny-qwen3moe:Q8_0 tiny-qwen3moe:Q4_K tiny-qwen3moe:Q6_K \
        tiny-qwen2moe:F16 tiny-qwen2moe:Q4_K tiny-mixtral:Q8_0; do
        IFS=: read -r preset quant <<<"$c"
        target/debug/stratac synth --preset "$preset" --quant "$quant" -o "$scratch/m.gguf"
        target/debug/stratac compile "$scratch/m.gguf" --arch host,sm_90 \
            -o "$dest/plans/$preset-$quant.plan" >/dev/null
        echo "$preset-$quant synth:$preset:$quant 4" >>"$dest/cases.txt"
    done
    target/debug/stratac compile models/strata-tiny-moe.gguf --arch host,sm_90 \
        -o "$dest/plans/strata-tiny-moe.plan" >/dev/null
    echo "strata-tiny-moe file:models/strata-tiny-moe.gguf 32" >>"$dest/cases.txt"
    # The benchmark model's plan, from its header alone (the data is synthesized there).
    timeout 40 target/debug/stratac synth --preset a3b-qwen3moe --quant Q4_K -o "$scratch/a3b.gguf" || true
    python3 "$here/offload_check.py" truncate "$scratch/a3b.gguf"
    target/debug/stratac compile "$scratch/a3b.gguf" --arch host,sm_90 -o "$dest/plans/a3b.plan" >/dev/null
    rm -rf "$scratch"
    du -sh "$dest"
    ;;
stage1)
    out="${OUT:-$(mktemp -d)}"
    rm -rf "$work" && mkdir -p "$work"
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/stage1.txt"
    # The peer: llama.cpp's CUDA build from the vendored source, in its own session so it
    # outlives this command; stage2 waits for it.
    if [ -f "$here/../lcpp.tar.xz" ] && [ "${NO_PEER:-0}" != 1 ]; then
        mkdir -p /tmp/l && tar xJf "$here/../lcpp.tar.xz" -C /tmp/l
        setsid bash -c 'cmake -S /tmp/l/lcpp -B /tmp/l/b -G Ninja -DCMAKE_BUILD_TYPE=Release \
            -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF \
            -DLLAMA_BUILD_APP=OFF -DLLAMA_CURL=OFF -DGGML_NATIVE=ON -DGGML_CUDA=ON \
            -DCMAKE_CUDA_ARCHITECTURES=90 >/tmp/l/cmake.log 2>&1 &&
            cmake --build /tmp/l/b --target llama-bench -j 14 >/tmp/l/build.log 2>&1;
            echo $? >/tmp/l/build.rc' </dev/null >/dev/null 2>&1 &
    fi
    rt="$here/strata-rt"
    prompt="1,17,42,99,7,3,250,12"
    while read -r name src slots; do
        case "$src" in
        synth:*)
            IFS=: read -r _ preset quant <<<"$src"
            model="$work/$name.gguf"
            "$here/stratac" synth --preset "$preset" --quant "$quant" -o "$model" >/dev/null 2>&1
            ;;
        file:*) model="$here/../../${src#file:}" ;;
        esac
        plan="$here/plans/$name.plan"
        # The same residency on both sides: a profile learned on the CPU, no policy moves.
        "$rt" generate "$plan" --model "$model" --device cpu --expert-slots "$slots" \
            --prompt-tokens "$prompt" --temperature 0 --max-tokens 32 --ignore-eos \
            --expert-profile-save "$work/$name.strp" >/dev/null 2>>"$work/log.txt" || true
        same=(--expert-slots "$slots" --expert-profile "$work/$name.strp" --policy-max-moves 0)
        for tag in cpu cuda hyb hybin hyb0 cpucar hybcar; do
            # hybin: hyb with the decode step's bus share read in place (STRATA_BUS_STAGE=0)
            # instead of staged through the copy engine (the default). hyb runs with the
            # look-ahead prefetch (STRATA_PREFETCH=2) and the CPU touch (STRATA_CPU_TOUCH=1)
            # on, the other hybrid arms with the defaults (both off), so hybcar and cpucar
            # compare the same residency.
            stage=1 touch=0 prefetch=off
            [ "$tag" = hyb ] && touch=1 prefetch=2
            case "$tag" in
            cpu) f=(--device cpu) g=() ;;
            cuda) f=(--device cuda:0) g=() ;;
            hyb) f=(--device cuda:0 --expert-slots "$slots") g=(--car-threshold 1.0) ;;
            hybin) f=(--device cuda:0 --expert-slots "$slots") g=(--car-threshold 1.0) stage=0 ;;
            hyb0) f=(--device cuda:0 --expert-slots 0) g=(--car-threshold 1.0) ;;
            cpucar) f=(--device cpu "${same[@]}") g=(--car-threshold 0.35) ;;
            hybcar) f=(--device cuda:0 "${same[@]}") g=(--car-threshold 0.35) ;;
            esac
            {
                echo "== $name $tag"
                export STRATA_BUS_STAGE=$stage STRATA_CPU_TOUCH=$touch STRATA_PREFETCH=$prefetch STRATA_LOG=info
                "$rt" logits "$plan" --model "$model" "${f[@]}" --tokens "$prompt" -o "$work/$name.$tag.f32" &&
                    "$rt" generate "$plan" --model "$model" "${f[@]}" "${g[@]}" --prompt-tokens "$prompt" \
                        --temperature 0 --max-tokens 32 --ignore-eos --json >"$work/$name.$tag.json"
                echo "rc=$?"
            } >>"$work/log.txt" 2>&1 || true
        done
        echo "$name" >>"$work/cases.done"
    done <"$here/cases.txt"
    python3 "$here/offload_check.py" tiny "$work" "$here/cases.txt" | tee -a "$out/stage1.txt"
    cp "$work/log.txt" "$out/tiny-log.txt"
    # NO_BIG=1: the tiny models only (no 19 GB synthesis).
    [ "${NO_BIG:-0}" = 1 ] ||
        { time "$here/stratac" synth --preset a3b-qwen3moe --quant Q4_K -o "$big"; } 2>&1 | tail -3 | tee -a "$out/stage1.txt"
    if [ "${NO_PEER:-0}" != 1 ]; then
        for i in $(seq 1 60); do [ -f /tmp/l/build.rc ] && break; sleep 5; done
        echo "llama.cpp build rc: $(cat /tmp/l/build.rc 2>/dev/null || echo still-running)" | tee -a "$out/stage1.txt"
    fi
    ;;
again)
    NO_PEER=1 bash "$0" stage1
    NO_PEER=1 bash "$0" stage2
    ;;
peer)
    # The peer and Strata in one run on one machine: llama.cpp's CUDA build (nothing timed
    # while it builds), then Strata's (b) and (c) at 10 GiB and llama-bench at its best
    # --n-cpu-moe within 10 GiB (26, from stage2's sweep), peak device memory sampled for each.
    out="${OUT:-$(mktemp -d)}"
    rt="$here/strata-rt"
    mkdir -p "$work" /tmp/l
    res="$out/peer.txt"
    : >"$res"
    tar xJf "$here/../lcpp.tar.xz" -C /tmp/l
    "$here/stratac" synth --preset a3b-qwen3moe --quant Q4_K -o "$big" >/dev/null 2>&1 &
    { time { cmake -S /tmp/l/lcpp -B /tmp/l/b -G Ninja -DCMAKE_BUILD_TYPE=Release -DLLAMA_BUILD_TESTS=OFF \
        -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF -DLLAMA_BUILD_APP=OFF -DLLAMA_CURL=OFF \
        -DGGML_NATIVE=ON -DGGML_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 >/tmp/l/cmake.log 2>&1 &&
        cmake --build /tmp/l/b --target llama-bench -j 16 >/tmp/l/build.log 2>&1; }; } 2>>"$res"
    wait
    plan="$here/plans/a3b.plan"
    peak() { (while :; do nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits; sleep 0.2; done) >"$work/mem.$1" & echo $!; }
    for tag in b c; do
        car=()
        [ "$tag" = b ] && car=(STRATA_CAR_THRESHOLD=1.0)
        mp=$(peak "$tag")
        echo "== strata $tag" >>"$res"
        env "${car[@]}" STRATA_GPU_FUSE_COMBINE=0 "$rt" bench "$plan" --model "$big" --device cuda:0 \
            --vram-budget-mib 10240 --ctx 1024 --prompt-len 16 --gen-len 64 --json >>"$res" 2>/dev/null || echo "rc=$?" >>"$res"
        kill "$mp"
        echo "peak_mib $(sort -n "$work/mem.$tag" | tail -1)" >>"$res"
    done
    mp=$(peak lb)
    echo "== llama-bench n-cpu-moe 26" >>"$res"
    /tmp/l/b/bin/llama-bench -m "$big" -ngl 99 -fa 1 --n-cpu-moe 26 -t 16 -p 0 -n 64 -r 3 -o json >>"$res" 2>/dev/null || echo "rc=$?" >>"$res"
    kill "$mp"
    echo "peak_mib $(sort -n "$work/mem.lb" | tail -1)" >>"$res"
    cat "$res"
    ;;
fuse)
    # The fused MoE combine + add + RMSNorm (one block) against a combine of its own, offloaded
    # and resident, on the benchmark model; and the two paths' logits on a tiny model.
    out="${OUT:-$(mktemp -d)}"
    rt="$here/strata-rt"
    mkdir -p "$work"
    res="$out/fuse.txt"
    : >"$res"
    "$here/stratac" synth --preset tiny-qwen3moe --quant Q4_K -o "$work/t.gguf" >/dev/null 2>&1
    for f in 1 0; do
        STRATA_GPU_FUSE_COMBINE=$f "$rt" logits "$here/plans/tiny-qwen3moe-Q4_K.plan" --model "$work/t.gguf" \
            --device cuda:0 --tokens 1,17,42,99,7,3,250,12 -o "$work/t.$f.f32" 2>>"$res"
    done
    python3 -c "import numpy as np; a=np.fromfile('$work/t.1.f32','<f4'); b=np.fromfile('$work/t.0.f32','<f4'); print('fused vs unfused max abs dlogit', np.abs(a-b).max(), 'top1 equal', (a.reshape(8,-1).argmax(1)==b.reshape(8,-1).argmax(1)).all())" | tee -a "$res"
    "$here/stratac" synth --preset a3b-qwen3moe --quant Q4_K -o "$big" >/dev/null 2>&1
    plan="$here/plans/a3b.plan"
    for f in 1 0 1 0; do
        for cfg in "b --vram-budget-mib 10240" "c --vram-budget-mib 10240" "resident --vram-budget-mib 30000"; do
            set -- $cfg
            tag=$1
            shift
            car=()
            [ "$tag" = b ] && car=(STRATA_CAR_THRESHOLD=1.0)
            echo "== fuse=$f $tag" >>"$res"
            env "${car[@]}" STRATA_GPU_FUSE_COMBINE=$f "$rt" bench "$plan" --model "$big" --device cuda:0 \
                --ctx 1024 --prompt-len 16 --gen-len 64 --json "$@" 2>/dev/null | \
                python3 -c "import json,sys; d=json.load(sys.stdin); o=d.get('offload') or {}; print(json.dumps({'tok_s':d['decode_tok_s'],'wait':o.get('sync_wait_ms_per_token'),'step':o.get('step_ms_per_token')}))" >>"$res" 2>&1 || echo "rc=$?" >>"$res"
        done
    done
    cat "$res"
    ;;
stage2)
    out="${OUT:-$(mktemp -d)}"
    rt="$here/strata-rt"
    plan="$here/plans/a3b.plan"
    res="$out/offload.txt"
    : >"$res"
    if [ "${NO_PEER:-0}" != 1 ]; then
        for i in $(seq 1 60); do [ -f /tmp/l/build.rc ] && break; sleep 5; done
    fi
    python3 -c "import torch,time; n=1<<30; a=torch.empty(n,dtype=torch.uint8,device='cuda'); b=torch.empty_like(a); b.copy_(a); torch.cuda.synchronize(); t=time.time(); [b.copy_(a) for _ in range(20)]; torch.cuda.synchronize(); print('d2d_copy_gb_s', 2*20*n/(time.time()-t)/1e9)" 2>&1 | tail -1 | tee -a "$res"
    b() { # tag, then strata-rt bench flags
        local tag="$1"
        shift
        echo "== $tag $*" >>"$res"
        (while :; do nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits; sleep 0.2; done) >"$work/mem.$tag" &
        local mp=$!
        STRATA_LOG=info "$rt" bench "$plan" --model "$big" --prompt-len 16 --gen-len 64 --json "$@" \
            >"$work/$tag.json" 2>>"$res" || echo "rc=$?" >>"$res"
        kill "$mp" || true
        cat "$work/$tag.json" >>"$res"
        echo "peak_mib_$tag $(sort -n "$work/mem.$tag" | tail -1)" >>"$res"
    }
    b a_all_cpu --device cuda:0 --expert-slots 0 --car-threshold 1.0
    STRATA_BUS_READS=0 b a_all_cpu_nobus --device cuda:0 --expert-slots 0 --car-threshold 1.0
    STRATA_DUMP_ROUTER_SCORES="$work/trace.strcs" b b_cache --device cuda:0 --vram-budget-mib 10240 --ctx 1024
    STRATA_CAR_THRESHOLD=1.0 STRATA_BUS_READS=0 b b_cache_nobus --device cuda:0 --vram-budget-mib 10240 --ctx 1024
    b c_car --device cuda:0 --vram-budget-mib 10240 --ctx 1024
    STRATA_CAR_THRESHOLD=1.0 b b_cache_r2 --device cuda:0 --vram-budget-mib 10240 --ctx 1024
    b c_car_r2 --device cuda:0 --vram-budget-mib 10240 --ctx 1024
    # The budget whose device total (nvidia-smi) matches the peer's 10,237 MiB at --n-cpu-moe 26.
    STRATA_CAR_THRESHOLD=1.0 b b_matched --device cuda:0 --vram-budget-mib 10900 --ctx 1024
    b c_matched --device cuda:0 --vram-budget-mib 10900 --ctx 1024
    for mib in 4096 6144 8192 12288; do
        STRATA_CAR_THRESHOLD=1.0 b "budget_$mib" --device cuda:0 --vram-budget-mib "$mib" --ctx 1024
        b "budget_car_$mib" --device cuda:0 --vram-budget-mib "$mib" --ctx 1024
    done
    [ "${NO_PEER:-0}" = 1 ] || b cpu_only --device cpu
    # The VRAM guard: another process takes all but ~150 MiB of the device while a long decode
    # runs; the cache must give slots back (two low readings after syncs) and finish.
    (
        sleep 25
        python3 -c "
import torch,time
free,_=torch.cuda.mem_get_info()
x=torch.empty(free-(150<<20),dtype=torch.uint8,device='cuda')
time.sleep(40)" >>"$res" 2>&1
    ) &
    STRATA_CAR_THRESHOLD=1.0 STRATA_LOG=info "$rt" bench "$plan" --model "$big" --device cuda:0 \
        --prompt-len 16 --gen-len 1500 --json >"$work/guard.json" 2>>"$res" || echo "guard rc=$?" >>"$res"
    echo "== guard" >>"$res"
    cat "$work/guard.json" >>"$res"
    wait
    # The offload model checked against the run it predicts (b_cache's trace and budget).
    echo "== simulate h200" >>"$res"
    "$rt" simulate "$plan" --model "$big" --trace "$work/trace.strcs" --card h200 --measure-cpu \
        --vram-budget-mib 10240 --n-ctx 1024 --json >>"$res" 2>&1 || echo "simulate rc=$?" >>"$res"
    cp "$work/trace.strcs" "$out/a3b-trace.strcs" 2>/dev/null || true
    # CAR's cost on this model at the cache's residency (the CPU's simulated cache).
    slots=$(python3 -c "import json; print(json.load(open('$work/b_cache.json'))['offload']['slots'])" 2>/dev/null || echo 2400)
    python3 -c "import random; random.seed(1); print(' '.join(random.choice(['the','cache','expert','model','token','card','memory','route','layer','fast']) for _ in range(400)))" >"$work/text.txt"
    "$rt" car-eval "$plan" --model "$big" --text "$work/text.txt" --tau 0.35 --expert-slots "$slots" \
        --max-tokens 96 --json >"$work/car_eval.json" 2>>"$res" || echo "car-eval rc=$?" >>"$res"
    echo "== car-eval" >>"$res"
    cat "$work/car_eval.json" >>"$res"
    # The peer: llama.cpp CUDA, everything resident, then --n-cpu-moe over N, peak VRAM sampled.
    if [ -x /tmp/l/b/bin/llama-bench ]; then
        for n in 0 22 24 26 28 30; do
            if [ "$n" = 0 ]; then extra=(); else extra=(--n-cpu-moe "$n"); fi
            (while :; do nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits; sleep 0.2; done) >"$work/mem.$n" &
            mp=$!
            echo "== llama-bench n-cpu-moe $n" >>"$res"
            /tmp/l/b/bin/llama-bench -m "$big" -ngl 99 -fa 1 "${extra[@]}" -t 16 -p 0 -n 64 -r 3 -o json \
                >"$work/lb.$n.json" 2>>"$work/lb.log" || echo "rc=$?" >>"$res"
            kill "$mp" || true
            cat "$work/lb.$n.json" >>"$res"
            echo "peak_mib $(sort -n "$work/mem.$n" | tail -1)" >>"$res"
        done
    else
        echo "no llama-bench: $(tail -5 /tmp/l/build.log 2>/dev/null)" >>"$res"
    fi
    python3 "$here/offload_check.py" summary "$work" "$res" | tee "$out/offload.md"
    ;;
*)
    echo "usage: $0 prepare [DEST] | stage1 | stage2 | again | peer | fuse" >&2
    exit 2
    ;;
esac
