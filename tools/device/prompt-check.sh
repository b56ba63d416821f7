#!/usr/bin/env bash
# The GPU's batched prompt path on the lent H200, in one run: correctness on the tiny models
# (cuda batched, cuda in chunks of 5 rows, cuda token by token, all against the CPU reference
# executor: every prompt row's logits, and 24 greedy tokens decoded after the prompt), then
# prefill speed on the Qwen3-30B-A3B-shaped model against llama.cpp's CUDA build in the same run.
#
#   tools/device/prompt-check.sh prepare [DEST]   # here: binaries, plans, case list
#   bash DEST/prompt-check.sh run                 # there (carry DEST and .devcarry/lcpp.tar.xz)
#   bash DEST/prompt-check.sh mm                  # there: the same with a staged-GEMM arm and the
#                                                 # grouped-matmul A/B bench (CASES=REGEX picks
#                                                 # cases, NO_PEER=1 skips llama.cpp,
#                                                 # NO_BENCH=1 stops after the correctness table)
#   bash DEST/prompt-check.sh mma                 # there: correctness with a dp4a-matmul arm
#                                                 # (STRATA_GPU_PROMPT_MMA=0), then the A3B
#                                                 # prefill with the matrix-unit matmul against
#                                                 # the dp4a one, and llama.cpp (NO_PEER=1 skips)
#   bash DEST/prompt-check.sh fa                  # there: the same with the matrix-unit prompt
#                                                 # attention against the f32 one
#                                                 # (STRATA_GPU_PREFILL_MMA=0; arms named mma
#                                                 # and dp4a in bench.txt, PROFILE_LENS="512
#                                                 # 2048" profiles both lengths)
#   bash DEST/prompt-check.sh decode              # there: the A3B all-resident decode profile
#   bash DEST/prompt-check.sh misses              # there: prompt misses at 10 GiB, the CPU pool
#                                                 # against streaming (STRATA_PROMPT_MISSES=
#                                                 # stream|cpu|auto), 512-token prompts on the
#                                                 # A3B model; no llama.cpp, no lcpp.tar.xz
#
# llama.cpp builds in the background while the correctness cases run (nothing is timed then);
# the benchmarks wait for it. Results go to $OUT: prompt-check.md / .json (the table), bench.txt
# (Strata's and llama-bench's JSON, the prompt profile). CI cannot run this (no GPU);
# tests/tests/gpu_prompt_schedule.rs covers the builder and tests/tests/gpu_executor_host.rs
# runs the executor's kernels on the CPU.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
export LD_LIBRARY_PATH="/usr/local/nvidia/lib64:/usr/local/nvidia/lib:${LD_LIBRARY_PATH:-}"
work=/tmp/prompt-check
big=/tmp/a3b-qwen3moe-Q4_K.gguf
case "${1:-}" in
prepare)
    root="$(cd "$here/../.." && pwd)"
    dest="${2:-$root/.devcarry/prompt}"
    rel="${REL_TARGET:-/work/rel-target}/release"
    cd "$root"
    rm -rf "$dest" && mkdir -p "$dest/plans"
    cp "$rel/strata-rt" "$rel/stratac" "$dest/"
    strip "$dest/strata-rt" "$dest/stratac"
    cp "$here/prompt-check.sh" "$here/prompt_check.py" "$here/offload_check.py" "$dest/"
    scratch="$(mktemp -d)"
    : >"$dest/cases.txt"
    for c in tiny-qwen3moe:F32 tiny-qwen3moe:F16 tiny-qwen3moe:Q8_0 tiny-qwen3moe:Q4_K \
        tiny-qwen3moe:Q6_K tiny-qwen2moe:F32 tiny-qwen2moe:Q4_K tiny-mixtral:F32 \
        tiny-mixtral:Q8_0 tiny-olmoe:F32; do
        IFS=: read -r preset quant <<<"$c"
        target/debug/stratac synth --preset "$preset" --quant "$quant" -o "$scratch/m.gguf"
        target/debug/stratac compile "$scratch/m.gguf" --arch host,sm_90 \
            -o "$dest/plans/$preset-$quant.plan" >/dev/null
        echo "$preset-$quant synth:$preset:$quant" >>"$dest/cases.txt"
    done
    target/debug/stratac compile models/strata-tiny-moe.gguf --arch host,sm_90 \
        -o "$dest/plans/strata-tiny-moe.plan" >/dev/null
    echo "strata-tiny-moe file:models/strata-tiny-moe.gguf" >>"$dest/cases.txt"
    # The benchmark model's plan from its header alone (its data is synthesized there).
    # (A3B_HEADER: an a3b GGUF written earlier, sparse or truncated, to compile from instead.)
    hdr="${A3B_HEADER:-$scratch/a3b.gguf}"
    if [ ! -f "$hdr" ]; then
        timeout 40 target/debug/stratac synth --preset a3b-qwen3moe --quant Q4_K -o "$hdr" || true
        python3 "$here/offload_check.py" truncate "$hdr"
    fi
    target/debug/stratac compile "$hdr" --arch host,sm_90 -o "$dest/plans/a3b.plan" >/dev/null
    rm -rf "$scratch"
    du -sh "$dest"
    ;;
mm)
    # The grouped expert matmul: correctness with a staged-GEMM arm, then the A3B prefill
    # with the matmul against staged GEMMs (STRATA_GPU_PROMPT_MM=0), all resident and at 10 GiB,
    # and llama.cpp in the same run.
    PROMPT_ARMS="batch chunk5 staged token" BENCH_MM=1 bash "$0" run
    ;;
mma)
    PROMPT_ARMS="${PROMPT_ARMS:-batch dp4a token}" BENCH_MMA=1 bash "$0" run
    ;;
fa)
    # The matrix-unit prompt attention against the f32 one (STRATA_GPU_PREFILL_MMA=0): the
    # correctness table with both arms, then the same A/B bench as `mma`.
    PROMPT_ARMS="${PROMPT_ARMS:-batch fa0 token}" BENCH_MMA=1 AB_VAR=STRATA_GPU_PREFILL_MMA \
        bash "$0" run
    ;;
run)
    out="${OUT:-$(mktemp -d)}"
    rm -rf "$work" && mkdir -p "$work" /tmp/l
    rt="$here/strata-rt"
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/log.txt"
    if [ -f "$here/../lcpp.tar.xz" ] && [ "${NO_PEER:-0}" != 1 ]; then
        tar xJf "$here/../lcpp.tar.xz" -C /tmp/l
        setsid bash -c 'cmake -S /tmp/l/lcpp -B /tmp/l/b -G Ninja -DCMAKE_BUILD_TYPE=Release \
            -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF \
            -DLLAMA_BUILD_APP=OFF -DLLAMA_CURL=OFF -DGGML_NATIVE=ON -DGGML_CUDA=ON \
            -DCMAKE_CUDA_ARCHITECTURES=90 >/tmp/l/cmake.log 2>&1 &&
            cmake --build /tmp/l/b --target llama-bench -j 13 >/tmp/l/build.log 2>&1;
            echo $? >/tmp/l/build.rc' </dev/null >/dev/null 2>&1 &
    fi
    "$here/stratac" synth --preset a3b-qwen3moe --quant Q4_K -o "$big" >"$work/synth.log" 2>&1 &
    synth=$!
    # 40 prompt tokens: several 5-row chunks, and long enough for the causal mask to matter.
    prompt="1,17,42,99,7,3,250,12,5,8,13,21,34,55,89,144,233,2,4,6,9,11,19,23,29,31,37,41,43,47,53,59,61,67,71,73,79,83,97,101"
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
        for tag in ref ${PROMPT_ARMS:-batch chunk5 token}; do
            case "$tag" in
            ref) env=(X=1) flags=(--device cpu --reference) ;;
            batch) env=(X=1) flags=(--device cuda:0) ;;
            chunk5) env=(STRATA_GPU_PROMPT_ROWS=5) flags=(--device cuda:0) ;;
            token) env=(STRATA_GPU_PROMPT=0) flags=(--device cuda:0) ;;
            staged) env=(STRATA_GPU_PROMPT_MM=0) flags=(--device cuda:0) ;;
            dp4a) env=(STRATA_GPU_PROMPT_MMA=0) flags=(--device cuda:0) ;;
            fa0) env=(STRATA_GPU_PREFILL_MMA=0) flags=(--device cuda:0) ;;
            esac
            {
                echo "== $name $tag"
                env "${env[@]}" STRATA_LOG=info "$rt" logits "$plan" --model "$model" "${flags[@]}" \
                    --tokens "$prompt" -o "$work/$name.$tag.f32" &&
                    env "${env[@]}" "$rt" generate "$plan" --model "$model" "${flags[@]}" \
                        --prompt-tokens "$prompt" --temperature 0 --max-tokens 24 --ignore-eos \
                        --json >"$work/$name.$tag.json"
                echo "rc=$?"
            } >>"$out/log.txt" 2>&1 || true
        done
        echo "$name" >>"$work/cases.done"
    done < <(grep -E "${CASES:-.}" "$here/cases.txt")
    python3 "$here/prompt_check.py" "$work" "$out" 40 2>&1 | tee -a "$out/log.txt" || true
    wait "$synth" || true
    # NO_BENCH=1: the correctness table only (the caller times things once the machine is quiet).
    [ "${NO_BENCH:-0}" = 1 ] && exit 0
    res="$out/bench.txt"
    if [ "${BENCH_MMA:-0}" = 1 ]; then
        # The matrix-unit matmul (the default where the plan has it) against the dp4a one, in
        # alternating rounds, all resident; its prompt profile; 10 GiB; then llama.cpp.
        # AB_VAR: the variable whose =0 is the off arm (the matmul's by default).
        plan="$here/plans/a3b.plan"
        bb=(--vram-budget-mib 120000)
        abv="${AB_VAR:-STRATA_GPU_PROMPT_MMA}"
        for arm in mma dp4a; do
            e=(X=1)
            [ "$arm" = dp4a ] && e=("$abv=0")
            for pl in ${PROFILE_LENS:-512}; do
                echo "== strata prompt profile $arm ($abv) $pl" >>"$res"
                env "${e[@]}" STRATA_GPU_PROMPT_PROFILE=1 timeout 120 "$rt" bench "$plan" --model "$big" --device cuda:0 \
                    "${bb[@]}" --ctx 4096 --prompt-len "$pl" --gen-len 4 --json >>"$res" 2>"$work/profile.$arm.txt" || echo "rc=$?" >>"$res"
                grep -A40 "gpu prompt profile" "$work/profile.$arm.txt" >>"$res" || tail -5 "$work/profile.$arm.txt" >>"$res"
            done
        done
        for round in $(seq 1 "${ROUNDS:-2}"); do
            for arm in mma dp4a; do
                e=(X=1)
                [ "$arm" = dp4a ] && e=("$abv=0")
                for pl in 512 2048; do
                    echo "== strata resident $arm $pl round $round" >>"$res"
                    env "${e[@]}" timeout 120 "$rt" bench "$plan" --model "$big" --device cuda:0 "${bb[@]}" --ctx 4096 \
                        --prompt-len "$pl" --gen-len 32 --json >>"$res" 2>>"$work/bench.err" || echo "rc=$?" >>"$res"
                done
            done
        done
        echo "== strata 10 GiB mma 512" >>"$res"
        timeout 120 "$rt" bench "$plan" --model "$big" --device cuda:0 --vram-budget-mib 10240 \
            --ctx 4096 --prompt-len 512 --gen-len 16 --json >>"$res" 2>>"$work/bench.err" || echo "rc=$?" >>"$res"
        [ "${NO_PEER:-0}" = 1 ] || for _ in $(seq 1 80); do [ -f /tmp/l/build.rc ] && break; sleep 5; done
        if [ "$(cat /tmp/l/build.rc 2>/dev/null)" = 0 ]; then
            echo "== llama-bench resident -p 512,2048" >>"$res"
            timeout 150 /tmp/l/b/bin/llama-bench -m "$big" -ngl 99 -fa 1 -p 512,2048 -n 0 -r 3 -o jsonl \
                >>"$res" 2>/dev/null || echo "rc=$?" >>"$res"
        else
            echo "peer build: $(cat /tmp/l/build.rc 2>/dev/null || echo unfinished)" >>"$res"
        fi
        tail -5 "$work/bench.err" >>"$res" 2>/dev/null || true
        cat "$res"
        exit 0
    fi
    if [ "${BENCH_MM:-0}" = 1 ]; then
        plan="$here/plans/a3b.plan"
        bb=(--vram-budget-mib 120000)
        STRATA_GPU_PROMPT_PROFILE=1 timeout 120 "$rt" bench "$plan" --model "$big" --device cuda:0 "${bb[@]}" \
            --ctx 4096 --prompt-len 512 --gen-len 4 --json >>"$res" 2>"$work/profile.txt" || echo "profile rc=$?" >>"$res"
        grep -A40 "gpu prompt profile" "$work/profile.txt" >>"$res" || tail -5 "$work/profile.txt" >>"$res"
        for arm in mm staged; do
            e=(X=1)
            [ "$arm" = staged ] && e=(STRATA_GPU_PROMPT_MM=0)
            for pl in 512 2048; do
                [ "$arm" = staged ] && [ "$pl" = 2048 ] && continue
                echo "== strata resident $arm $pl" >>"$res"
                env "${e[@]}" timeout 120 "$rt" bench "$plan" --model "$big" --device cuda:0 "${bb[@]}" --ctx 4096 \
                    --prompt-len "$pl" --gen-len 32 --json >>"$res" 2>>"$work/bench.err" || echo "rc=$?" >>"$res"
            done
        done
        echo "== strata 10 GiB mm 512 (profile)" >>"$res"
        STRATA_GPU_PROMPT_PROFILE=1 timeout 120 "$rt" bench "$plan" --model "$big" --device cuda:0 --vram-budget-mib 10240 \
            --ctx 4096 --prompt-len 512 --gen-len 16 --json >>"$res" 2>"$work/off.txt" || echo "rc=$?" >>"$res"
        grep -A24 "gpu prompt profile" "$work/off.txt" >>"$res" || tail -3 "$work/off.txt" >>"$res"
        echo "== strata 10 GiB mm 512" >>"$res"
        timeout 120 "$rt" bench "$plan" --model "$big" --device cuda:0 --vram-budget-mib 10240 \
            --ctx 4096 --prompt-len 512 --gen-len 16 --json >>"$res" 2>>"$work/bench.err" || echo "rc=$?" >>"$res"
        [ "${NO_PEER:-0}" = 1 ] || for _ in $(seq 1 80); do [ -f /tmp/l/build.rc ] && break; sleep 5; done
        if [ "$(cat /tmp/l/build.rc 2>/dev/null)" = 0 ]; then
            lb=/tmp/l/b/bin/llama-bench
            echo "== llama-bench resident -p 512,2048" >>"$res"
            timeout 120 "$lb" -m "$big" -ngl 99 -fa 1 -p 512,2048 -n 0 -r 3 -o jsonl >>"$res" 2>/dev/null || echo "rc=$?" >>"$res"
            echo "== llama-bench --n-cpu-moe 26 -p 512" >>"$res"
            timeout 120 "$lb" -m "$big" -ngl 99 -fa 1 --n-cpu-moe 26 -p 512 -n 0 -r 2 -o jsonl >>"$res" 2>/dev/null || echo "rc=$?" >>"$res"
        else
            echo "peer build: $(cat /tmp/l/build.rc 2>/dev/null || echo unfinished)" >>"$res"
        fi
        tail -5 "$work/bench.err" >>"$res" 2>/dev/null || true
        cat "$res"
        exit 0
    fi
    plan="$here/plans/a3b.plan"
    # Where a 512-token prompt's time goes (a sync after every step), then the speeds.
    STRATA_GPU_PROMPT_PROFILE=1 timeout 120 "$rt" bench "$plan" --model "$big" --device cuda:0 \
        --ctx 4096 --prompt-len 512 --gen-len 4 --json >>"$res" 2>"$work/profile.txt" || echo "profile rc=$?" >>"$res"
    grep -A40 "gpu prompt profile" "$work/profile.txt" >>"$res" || tail -5 "$work/profile.txt" >>"$res"
    for pl in 512 2048; do
        echo "== strata batched prompt $pl" >>"$res"
        timeout 120 "$rt" bench "$plan" --model "$big" --device cuda:0 --ctx 4096 \
            --prompt-len "$pl" --gen-len 32 --json >>"$res" 2>>"$work/bench.err" || echo "rc=$?" >>"$res"
    done
    echo "== strata token-by-token prompt 128" >>"$res"
    STRATA_GPU_PROMPT=0 timeout 60 "$rt" bench "$plan" --model "$big" --device cuda:0 --ctx 4096 \
        --prompt-len 128 --gen-len 8 --json >>"$res" 2>>"$work/bench.err" || echo "rc=$?" >>"$res"
    # The peer, when its build finished in time.
    for _ in $(seq 1 60); do [ -f /tmp/l/build.rc ] && break; sleep 5; done
    if [ "$(cat /tmp/l/build.rc 2>/dev/null)" = 0 ]; then
        echo "== llama-bench -p 512,2048" >>"$res"
        timeout 150 /tmp/l/b/bin/llama-bench -m "$big" -ngl 99 -fa 1 -p 512,2048 -n 0 -r 3 -o json \
            >>"$res" 2>/dev/null || echo "rc=$?" >>"$res"
    else
        echo "peer build: $(cat /tmp/l/build.rc 2>/dev/null || echo unfinished)" >>"$res"
        tail -5 /tmp/l/build.log >>"$res" 2>/dev/null || true
    fi
    cat "$res"
    ;;
bench)
    # Prefill on the A3B-shaped model, same run: llama.cpp's CUDA build first (nothing timed
    # while it builds; the expert-cache prompt path is checked on a tiny model meanwhile), then
    # llama-bench all resident, Strata all resident (a budget that holds every expert) and at
    # 10 GiB (expert cache: misses streamed through the copy rings), llama-bench --n-cpu-moe 26.
    out="${OUT:-$(mktemp -d)}"
    rm -rf "$work" && mkdir -p "$work" /tmp/l
    rt="$here/strata-rt"
    res="$out/bench.txt"
    : >"$res"
    tar xJf "$here/../lcpp.tar.xz" -C /tmp/l
    setsid bash -c 'cmake -S /tmp/l/lcpp -B /tmp/l/b -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF \
        -DLLAMA_BUILD_APP=OFF -DLLAMA_CURL=OFF -DGGML_NATIVE=ON -DGGML_CUDA=ON \
        -DCMAKE_CUDA_ARCHITECTURES=90 >/tmp/l/cmake.log 2>&1 &&
        cmake --build /tmp/l/b --target llama-bench -j 14 >/tmp/l/build.log 2>&1;
        echo $? >/tmp/l/build.rc' </dev/null >/dev/null 2>&1 &
    "$here/stratac" synth --preset a3b-qwen3moe --quant Q4_K -o "$big" >"$work/synth.log" 2>&1 &
    synth=$!
    prompt="1,17,42,99,7,3,250,12,5,8,13,21,34,55,89,144,233,2,4,6,9,11,19,23,29,31,37,41,43,47,53,59,61,67,71,73,79,83,97,101"
    for c in tiny-qwen3moe-Q4_K tiny-qwen2moe-Q4_K; do
        IFS=- read -r a b q <<<"$c"
        m="$work/$c.gguf"
        "$here/stratac" synth --preset "$a-$b" --quant "$q" -o "$m" >/dev/null 2>&1
        for arm in batch token; do
            e=(X=1)
            [ "$arm" = token ] && e=(STRATA_GPU_PROMPT=0)
            env "${e[@]}" "$rt" logits "$here/plans/$c.plan" --model "$m" --device cuda:0 --expert-slots 3 \
                --tokens "$prompt" -o "$work/$c.cache-$arm.f32" >>"$work/cache.log" 2>&1 || echo "rc=$?" >>"$res"
        done
        python3 -c "import numpy as np,sys; a=np.fromfile('$work/$c.cache-batch.f32','<f4').reshape(40,-1); b=np.fromfile('$work/$c.cache-token.f32','<f4').reshape(40,-1); print('$c --expert-slots 3, batched (copy rings) vs token steps (CPU pool): top-1', np.mean(a.argmax(1)==b.argmax(1)), 'max abs dlogit', np.abs(a-b).max(), 'max abs logit', np.abs(b).max())" >>"$res" 2>&1 || true
    done
    wait "$synth" || true
    for _ in $(seq 1 80); do [ -f /tmp/l/build.rc ] && break; sleep 5; done
    echo "peer build rc $(cat /tmp/l/build.rc 2>/dev/null || echo unfinished)" >>"$res"
    lb=/tmp/l/b/bin/llama-bench
    echo "== llama-bench resident -p 512,2048" >>"$res"
    timeout 90 "$lb" -m "$big" -ngl 99 -fa 1 -p 512,2048 -n 0 -r 3 -o jsonl >>"$res" 2>/dev/null || echo "rc=$?" >>"$res"
    big_budget=(--vram-budget-mib 120000)
    STRATA_GPU_PROMPT_PROFILE=1 timeout 60 "$rt" bench "$here/plans/a3b.plan" --model "$big" --device cuda:0 "${big_budget[@]}" \
        --ctx 4096 --prompt-len 512 --gen-len 4 --json >"$work/profile.json" 2>"$work/profile.txt" || echo "profile rc=$?" >>"$res"
    grep -A24 "gpu prompt profile" "$work/profile.txt" >>"$res" || tail -3 "$work/profile.txt" >>"$res"
    for pl in 512 2048; do
        echo "== strata resident batched $pl" >>"$res"
        timeout 60 "$rt" bench "$here/plans/a3b.plan" --model "$big" --device cuda:0 "${big_budget[@]}" --ctx 4096 \
            --prompt-len "$pl" --gen-len 32 --json >>"$res" 2>>"$work/bench.err" || echo "rc=$?" >>"$res"
    done
    echo "== strata resident token-by-token 128" >>"$res"
    STRATA_GPU_PROMPT=0 timeout 60 "$rt" bench "$here/plans/a3b.plan" --model "$big" --device cuda:0 "${big_budget[@]}" \
        --ctx 4096 --prompt-len 128 --gen-len 8 --json >>"$res" 2>>"$work/bench.err" || echo "rc=$?" >>"$res"
    echo "== strata 10 GiB batched 512" >>"$res"
    STRATA_GPU_PROMPT_PROFILE=1 timeout 90 "$rt" bench "$here/plans/a3b.plan" --model "$big" --device cuda:0 --vram-budget-mib 10240 \
        --ctx 4096 --prompt-len 512 --gen-len 16 --json >>"$res" 2>"$work/off.txt" || echo "rc=$?" >>"$res"
    grep -A24 "gpu prompt profile" "$work/off.txt" >>"$res" || tail -3 "$work/off.txt" >>"$res"
    echo "== llama-bench --n-cpu-moe 26 -p 512" >>"$res"
    timeout 120 "$lb" -m "$big" -ngl 99 -fa 1 --n-cpu-moe 26 -p 512 -n 0 -r 2 -o jsonl >>"$res" 2>/dev/null || echo "rc=$?" >>"$res"
    cat "$res"
    ;;
decode)
    # Where the all-resident decode step's time goes on the A3B model: graph-replay decode and
    # prefill tok/s (two runs), the per-launch device-time table of replayed steps
    # (STRATA_GPU_PROFILE=graph), the 512-token prompt's profile (MoE sub-phases included), and
    # a 2048-token prompt with and without its profile. No llama.cpp.
    # Results: $OUT/decode.txt.
    out="${OUT:-$(mktemp -d)}"
    mkdir -p "$work"
    rt="$here/strata-rt"
    res="$out/decode.txt"
    : >"$res"
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader >>"$res"
    [ -f "$big" ] || "$here/stratac" synth --preset a3b-qwen3moe --quant Q4_K -o "$big" >"$work/synth.log" 2>&1
    plan="$here/plans/a3b.plan"
    b=(--model "$big" --device cuda:0 --vram-budget-mib 30000 --ctx 4096)
    for i in 1 2; do
        echo "== decode resident run $i" >>"$res"
        timeout 120 "$rt" bench "$plan" "${b[@]}" --prompt-len 512 --gen-len 128 --json >>"$res" \
            2>>"$work/bench.err" || echo "rc=$?" >>"$res"
    done
    # A/B arms of the decode fusions, one bench each (DECODE_AB="VAR=0 ..."; a `+` joins
    # variables into one arm).
    for arm in ${DECODE_AB:-}; do
        echo "== decode resident ${arm//+/ }" >>"$res"
        env ${arm//+/ } timeout 120 "$rt" bench "$plan" "${b[@]}" --prompt-len 512 --gen-len 128 --json \
            >>"$res" 2>>"$work/bench.err" || echo "rc=$?" >>"$res"
    done
    echo "== decode profile (graph, after a 512-token prompt)" >>"$res"
    STRATA_GPU_PROFILE=graph timeout 120 "$rt" bench "$plan" "${b[@]}" --prompt-len 512 --gen-len 32 --json \
        >>"$res" 2>"$work/dprof.txt" || echo "rc=$?" >>"$res"
    grep -A60 "gpu profile" "$work/dprof.txt" >>"$res" || tail -5 "$work/dprof.txt" >>"$res"
    echo "== prompt profile 512" >>"$res"
    STRATA_GPU_PROMPT_PROFILE=1 timeout 120 "$rt" bench "$plan" "${b[@]}" --prompt-len 512 --gen-len 4 \
        --json >>"$res" 2>"$work/pprof.txt" || echo "rc=$?" >>"$res"
    grep -A60 "gpu prompt profile" "$work/pprof.txt" >>"$res" || tail -5 "$work/pprof.txt" >>"$res"
    # A 2048-token prompt (four 512-row chunks, the later ones attending to the earlier).
    echo "== prefill 2048" >>"$res"
    timeout 120 "$rt" bench "$plan" "${b[@]}" --prompt-len 2048 --gen-len 4 --json >>"$res" \
        2>>"$work/bench.err" || echo "rc=$?" >>"$res"
    [ "${DECODE_LITE:-0}" = 1 ] || echo "== prompt profile 2048" >>"$res"
    [ "${DECODE_LITE:-0}" = 1 ] || STRATA_GPU_PROMPT_PROFILE=1 timeout 120 "$rt" bench "$plan" "${b[@]}" --prompt-len 2048 --gen-len 4 \
        --json >>"$res" 2>"$work/pprof2k.txt" || echo "rc=$?" >>"$res"
    [ "${DECODE_LITE:-0}" = 1 ] || grep -A60 "gpu prompt profile" "$work/pprof2k.txt" >>"$res" || tail -5 "$work/pprof2k.txt" >>"$res"
    tail -5 "$work/bench.err" >>"$res" 2>/dev/null || true
    cat "$res"
    ;;
misses)
    # Prompt processing with offloaded experts (issue 20 item 4): where a prompt chunk's misses
    # run, measured. First a tiny model with 3 slots (logits of the forced arms against token
    # steps), then the A3B model under --vram-budget-mib 10240 with 512-token prompts:
    #   * per arm a profiled bench (a sync after every step; the per-layer table of chunks on
    #     each arm and each arm's measured ms per pick comes from it), then an unprofiled bench
    #     (prefill tok/s; `offload.prompt_miss_arm` counts the timed prompt's layer-chunks);
    #   * MISSES_RUNS (default "512:stream 512:cpu 512:auto 128:auto 128:stream", rows:arm):
    #     chunks of 512 rows are one chunk per prompt, so auto's timed prompt is its exploration
    #     of the pool (its warm-up streamed); with 128 the warm-up prompt explores both arms in
    #     its first two chunks, so auto's timed prompt runs its choice.
    # Results: $OUT/misses.txt (JSON lines and profile tails), $OUT/misses.md (the table).
    out="${OUT:-$(mktemp -d)}"
    rm -rf "$work" && mkdir -p "$work"
    rt="$here/strata-rt"
    res="$out/misses.txt"
    : >"$res"
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader >>"$res"
    synth=""
    if [ ! -f "$big" ]; then
        "$here/stratac" synth --preset a3b-qwen3moe --quant Q4_K -o "$big" >"$work/synth.log" 2>&1 &
        synth=$!
    fi
    prompt="1,17,42,99,7,3,250,12,5,8,13,21,34,55,89,144,233,2,4,6,9,11,19,23,29,31,37,41,43,47,53,59,61,67,71,73,79,83,97,101"
    c=tiny-qwen3moe-Q4_K
    m="$work/$c.gguf"
    "$here/stratac" synth --preset tiny-qwen3moe --quant Q4_K -o "$m" >/dev/null 2>&1
    for arm in stream cpu token; do
        e=(STRATA_PROMPT_MISSES="$arm" STRATA_GPU_PROMPT_ROWS=8)
        [ "$arm" = token ] && e=(STRATA_GPU_PROMPT=0)
        env "${e[@]}" "$rt" logits "$here/plans/$c.plan" --model "$m" --device cuda:0 --expert-slots 3 \
            --tokens "$prompt" -o "$work/$c.$arm.f32" >>"$work/tiny.log" 2>&1 || echo "tiny $arm rc=$?" >>"$res"
    done
    python3 - "$work" "$c" >>"$res" 2>&1 <<'PY' || true
import array, sys
w, c = sys.argv[1], sys.argv[2]
def load(a):
    v = array.array("f")
    with open(f"{w}/{c}.{a}.f32", "rb") as fh:
        v.frombytes(fh.read())
    n = len(v) // 40
    return [v[i * n:(i + 1) * n] for i in range(40)]
f = {a: load(a) for a in ("stream", "cpu", "token")}
top = lambda r: max(range(len(r)), key=r.__getitem__)
for a, b in (("cpu", "stream"), ("cpu", "token"), ("stream", "token")):
    agree = sum(top(x) == top(y) for x, y in zip(f[a], f[b])) / 40
    d = max(abs(p - q) for x, y in zip(f[a], f[b]) for p, q in zip(x, y))
    m = max(abs(q) for y in f[b] for q in y)
    print(f"{c} --expert-slots 3, {a} vs {b}: top-1 {agree:.3f} max abs dlogit {d:.3e} (max abs logit {m:.2f})")
PY
    [ -z "$synth" ] || wait "$synth" || true
    plan="$here/plans/a3b.plan"
    b=(--model "$big" --device cuda:0 --vram-budget-mib 10240 --ctx 4096 --prompt-len 512)
    for run in ${MISSES_RUNS:-512:stream 512:cpu 512:auto 128:auto 128:stream}; do
        IFS=: read -r rows arm <<<"$run"
        echo "== misses $arm rows $rows profiled" >>"$res"
        STRATA_PROMPT_MISSES=$arm STRATA_GPU_PROMPT_ROWS=$rows STRATA_GPU_PROMPT_PROFILE=1 timeout 100 \
            "$rt" bench "$plan" "${b[@]}" --gen-len 4 --json >>"$res" 2>"$work/p-$arm-$rows.txt" ||
            echo "rc=$?" >>"$res"
        grep -A80 "gpu prompt profile" "$work/p-$arm-$rows.txt" >>"$res" || tail -5 "$work/p-$arm-$rows.txt" >>"$res"
        echo "== misses $arm rows $rows" >>"$res"
        STRATA_PROMPT_MISSES=$arm STRATA_GPU_PROMPT_ROWS=$rows timeout 100 \
            "$rt" bench "$plan" "${b[@]}" --gen-len 8 --json >>"$res" 2>>"$work/bench.err" ||
            echo "rc=$?" >>"$res"
    done
    tail -5 "$work/bench.err" >>"$res" 2>/dev/null || true
    python3 - "$res" >"$out/misses.md" 2>&1 <<'PY' || true
import json, sys
rows, tag = [], None
for line in open(sys.argv[1]):
    if line.startswith("== misses "):
        tag = line[len("== misses "):].strip()
    elif line.startswith("{") and tag and not tag.endswith("profiled"):
        r = json.loads(line)
        o = r.get("offload") or {}
        a = o.get("prompt_miss_arm") or {}
        rows.append((tag, r["prefill_tok_s"], a.get("stream"), a.get("cpu"), r.get("vram_peak_bytes", 0) / 2**20))
print("| arm, chunk rows | prefill tok/s (512) | layer-chunks streamed | on the CPU pool | ledger peak MiB |")
print("|---|---|---|---|---|")
for t, tok, s, c, peak in rows:
    print(f"| {t} | {tok:.1f} | {s} | {c} | {peak:,.0f} |")
PY
    cat "$out/misses.md" "$res"
    ;;
*)
    echo "usage: $0 prepare [DEST] | run | mm | bench | misses" >&2
    exit 2
    ;;
esac
