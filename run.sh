#!/usr/bin/env bash
# Strata's one launcher: serves a GGUF model from the ROCm image on an AMD RX 7000 card inside a
# VRAM contract (at most 10240 MiB of the card), on 127.0.0.1 only.
#
#   ./run.sh --model PATH|NAME [--quant Q] [--release NAME] [--vram-budget-mib N] [--port P]
#            [--data DIR] [--image IMAGE] [--check | --dry-run]
#
# Everything that would break the contract is refused here, before Docker sees anything, with a
# message naming the fix: a card other than gfx1100/gfx1101, HSA_OVERRIDE_GFX_VERSION set, a
# budget outside 1281..10240 MiB, a disk without room for the plan and a 20 GB floor, an image
# without the VRAM guard (label io.strata.vram-budget) or with an older one, a model that is not
# the quant asked for. --check reports every check and refusal and writes nothing; --dry-run
# prints the exact `docker run` command instead of running it. Exit codes: 0 ok, 1 refused,
# 2 usage error. See docker/README.md.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=docker/lib/strata.sh
. "$here/docker/lib/strata.sh"

# Room the plan cache needs besides the model: a plan holds graph, kernels and tokenizer, never
# weights (tens of MiB); 512 MiB is a generous bound.
PLAN_ESTIMATE_BYTES=$((512 * 1048576))

usage() {
  cat <<'EOF'
usage: run.sh --model PATH|NAME [options]

  --model PATH|NAME      a GGUF file, a directory of shards, or a Hugging Face cache name
                         (ORG/REPO); default: the release's repositories in the local cache
  --quant Q              the quant every file must be (default: the release's default)
  --release NAME         an entry of docker/releases.json (default: $STRATA_RELEASE)
  --vram-budget-mib N    the card share to stay inside, 1281..10240 (default 10240)
  --port P               the host port on 127.0.0.1 (default 9931)
  --data DIR             plan cache (default: $STRATA_DATA_DIR, else ~/.local/share/strata)
  --image IMAGE          default: strata-hip:<the card's arch>
  --check                report what would be done and every refusal; write nothing
  --dry-run              print the docker run command instead of running it
EOF
}

usage_error() {
  printf 'error: %s (run.sh --help lists the options)\n' "$1" >&2
  exit 2
}

model="" quant="" release="${STRATA_RELEASE:-}" budget=10240 port=9931 image="${STRATA_IMAGE:-}"
data="${STRATA_DATA_DIR:-${XDG_DATA_HOME:-${HOME:-/root}/.local/share}/strata}"
mode=run
while [ $# -gt 0 ]; do
  arg=$1
  case $arg in
    --*=*) set -- "${arg%%=*}" "${arg#*=}" "${@:2}"; continue ;;
  esac
  case $arg in
    -h | --help) usage; exit 0 ;;
    --check) mode=check; shift; continue ;;
    --dry-run) mode=dry-run; shift; continue ;;
    --model | --quant | --release | --vram-budget-mib | --port | --data | --image)
      [ $# -ge 2 ] || usage_error "$arg needs a value"
      case $arg in
        --model) model=$2 ;;
        --quant) quant=$2 ;;
        --release) release=$2 ;;
        --vram-budget-mib) budget=$2 ;;
        --port) port=$2 ;;
        --data) data=$2 ;;
        --image) image=$2 ;;
      esac
      shift 2
      ;;
    *) usage_error "unknown argument $arg" ;;
  esac
done
is_uint "$budget" || usage_error "--vram-budget-mib $budget is not a whole number of MiB"
if ! is_uint "$port" || [ "$port" -lt 1 ] || [ "$port" -gt 65535 ]; then
  usage_error "--port $port is not a port number (1..65535)"
fi

refusals=()
report=()
ok() { report+=("  ok: $1"); }
refuse() { refusals+=("$1"); report+=("  refuse: $1"); }
warn() {
  report+=("  warning: $1")
  [ "$mode" = check ] || printf 'warning: %s\n' "$1" >&2
}

# 1. No GFX version spoofing.
if strata_check_override; then
  ok "HSA_OVERRIDE_GFX_VERSION is not set"
else
  refuse "$STRATA_WHY"
fi

# 2. The budget is inside the contract.
if strata_check_budget "$budget"; then
  ok "VRAM budget $budget MiB (contract $STRATA_BUDGET_MIN_MIB..$STRATA_BUDGET_MAX_MIB)"
else
  refuse "$STRATA_WHY"
fi

# 3. The card, from the KFD topology.
dev=${STRATA_DEV_ROOT:-/dev}
have_gpu=no
if strata_probe_gpu ""; then
  have_gpu=yes
  ok "GPU $GPU_ARCH on KFD node $GPU_NODE: $GPU_VRAM_MIB MiB, render node renderD$GPU_RENDER_MINOR, gpu_id $GPU_ID"
  if [ "$GPU_VRAM_MIB" -lt "$budget" ]; then
    refuse "the card has $GPU_VRAM_MIB MiB, less than --vram-budget-mib $budget; lower the budget below the card's memory"
  fi
  render="$dev/dri/renderD$GPU_RENDER_MINOR"
  if [ -e "$dev/kfd" ] && [ -e "$render" ]; then
    ok "devices $dev/kfd and $render"
  else
    refuse "device nodes $dev/kfd and $render must both exist (the amdgpu driver creates them); load amdgpu, or check that this user may see them"
  fi
else
  refuse "$STRATA_WHY"
fi
arch=${GPU_ARCH:-}

# 4. The image carries a VRAM guard at least as new as this launcher needs, for this card.
image=${image:-strata-hip:${arch:-gfx1101}}
if ! command -v docker >/dev/null 2>&1; then
  refuse "docker is not installed (no docker command on PATH); install Docker Engine and build the image with docker/build.sh"
elif ! labels=$(docker image inspect --format '{{index .Config.Labels "io.strata.vram-budget"}}|{{index .Config.Labels "io.strata.arch"}}' "$image" 2>&1); then
  refuse "cannot inspect image $image ($(printf '%s' "$labels" | head -n 1)); build it with docker/build.sh --arch ${arch:-gfx1101}"
else
  # A missing label prints as nothing (or "<no value>", depending on the template's types).
  labels=${labels//<no value>/}
  guard=${labels%%|*}
  image_arch=${labels#*|}
  if [ -z "$guard" ]; then
    refuse "image $image has no io.strata.vram-budget label: it predates the VRAM guard; rebuild it with docker/build.sh --arch ${arch:-gfx1101}"
  elif ! is_uint "$guard" || [ "$guard" -lt "$STRATA_GUARD_VERSION" ]; then
    refuse "image $image carries VRAM guard version $guard, this run.sh needs $STRATA_GUARD_VERSION or newer; rebuild it with docker/build.sh --arch ${arch:-gfx1101}"
  elif [ -n "$arch" ] && [ "$image_arch" != "$arch" ]; then
    refuse "image $image is built for ${image_arch:-no arch}, the card is $arch; build the card's image with docker/build.sh --arch $arch"
  else
    ok "image $image carries VRAM guard $guard for ${image_arch}"
  fi
fi

# 5. The model, through the resolver the container uses too.
stratac=${STRATA_STRATAC:-}
if [ -z "$stratac" ]; then
  if [ -x "$here/target/release/stratac" ]; then
    stratac="$here/target/release/stratac"
  elif command -v stratac >/dev/null 2>&1; then
    stratac=$(command -v stratac)
  fi
fi
resolve_args=(resolve --env --releases "${STRATA_RELEASES:-$here/docker/releases.json}")
[ -z "$model" ] || resolve_args+=("$model")
[ -z "$quant" ] || resolve_args+=(--quant "$quant")
[ -z "$release" ] || resolve_args+=(--release "$release")
[ -z "$arch" ] || resolve_args+=(--plan-cache "$data/plans" --arch "$arch")
# The answer (or the error) is read from one capture: no temporary file, --check writes nothing.
resolve_ok=yes
if [ -n "$stratac" ]; then
  resolved=$("$stratac" "${resolve_args[@]}" 2>&1) || resolve_ok=no
else
  # No stratac on this machine: run the image's own, with the model mounted read-only where
  # it lies (the same paths inside, so the answer holds outside).
  img_args=(run --rm --network none --entrypoint /opt/strata/bin/stratac)
  if [ -n "$model" ] && [ -e "$model" ]; then
    m=$(cd "$(dirname "$model")" && pwd)
    [ -d "$model" ] && m=$(cd "$model" && pwd)
    img_args+=(-v "$m:$m:ro")
  else
    cache=${HF_HUB_CACHE:-}
    if [ -z "$cache" ]; then
      if [ -n "${HF_HOME:-}" ]; then cache=$HF_HOME/hub; else cache=${HOME:-/root}/.cache/huggingface/hub; fi
    fi
    [ ! -d "$cache" ] || img_args+=(-v "$cache:$cache:ro" -e "HF_HUB_CACHE=$cache")
  fi
  container_args=("${resolve_args[@]}")
  container_args[3]=/opt/strata/releases.json
  resolved=$(docker "${img_args[@]}" "$image" "${container_args[@]}" 2>&1) || resolve_ok=no
fi
if [ "$resolve_ok" = yes ]; then
  read_resolved "$resolved"
  ok "model $R_model_path: $R_quant ($R_architecture), ${#R_file[@]} file(s), $R_bytes bytes, identity sha256:${R_identity:0:16}"
  if [ -n "$R_release" ]; then
    printf 'strata: release %s, licence %s\n' "$R_release" "$R_licence" >&2
    ok "release $R_release, licence $R_licence; tuning $([ "$R_measured" = yes ] && echo measured || echo 'unmeasured (conservative)'): expert slots $R_expert_slots, CAR threshold $R_car_threshold, context $R_ctx"
  fi
  for w in "${R_warning[@]}"; do warn "$w"; done
  if [ "${#R_file[@]}" -gt 1 ] || [ "$R_plan_state" = unsupported ]; then
    refuse "${R_plan_reason:-stratac compiles single-file GGUFs and this model is ${#R_file[@]} shards; merge them first (llama-gguf-split --merge FIRST-SHARD MERGED.gguf)}"
  else
    case $R_plan_state in
      fresh) ok "plan: cached at $R_plan_path" ;;
      missing) ok "plan: compiled on first start into $R_plan_path" ;;
      stale) ok "plan: recompiled on first start ($R_plan_reason)" ;;
    esac
  fi
else
  why=$(printf '%s\n' "$resolved" | grep -m 1 '^error: ' || printf '%s\n' "$resolved" | head -n 1)
  if [ -z "$stratac" ]; then
    refuse "model: no stratac on this machine, and the image's could not resolve it: ${why#error: }"
  else
    refuse "model: ${why#error: }"
  fi
fi

# 6. The plan cache's filesystem keeps room for the plan and a floor for the host.
floor_gb=${STRATA_DISK_FLOOR_GB:-20}
is_uint "$floor_gb" || usage_error "STRATA_DISK_FLOOR_GB=$floor_gb is not a whole number"
[ "$floor_gb" -ge 20 ] || warn "STRATA_DISK_FLOOR_GB=$floor_gb lowers the 20 GB disk floor"
probe=$data
while [ ! -e "$probe" ]; do probe=$(dirname "$probe"); done
# (`|| true`: under `set -eo pipefail` a failing df would end the script with no message.)
free_kib=$(df -P -k "$probe" 2>/dev/null | awk 'NR == 2 { print $4 }') || true
if is_uint "${free_kib:-x}"; then
  free=$((free_kib * 1024))
  need=$((PLAN_ESTIMATE_BYTES + floor_gb * 1000000000))
  where="the filesystem of $data"
  if [ "$resolve_ok" = yes ] && [ "$(stat -L -c %d "$probe")" = "$(stat -L -c %d "$R_model_path" 2>/dev/null)" ]; then
    where="$where (which also holds the $(human_bytes "$R_bytes") model)"
  fi
  if [ "$free" -lt "$need" ]; then
    refuse "$where has $(human_bytes "$free") free; the plan (up to $((PLAN_ESTIMATE_BYTES / 1048576)) MiB) and a $floor_gb GB floor need $(human_bytes "$need"); free space or pass --data DIR on a larger disk"
  else
    ok "disk: $where has $(human_bytes "$free") free (needs $(human_bytes "$need"): the plan + a $floor_gb GB floor)"
  fi
else
  refuse "cannot read the free space of $probe (df failed); pass --data DIR on a mounted filesystem"
fi

# The container: the one card's device nodes, the model read-only at its own paths, the plan
# cache, the budget; the server listens on 0.0.0.0 inside and is published on 127.0.0.1 only.
cmd=(docker run --rm)
if [ "$have_gpu" = yes ]; then
  render="$dev/dri/renderD$GPU_RENDER_MINOR"
  cmd+=(--device "$dev/kfd:/dev/kfd" --device "$render:/dev/dri/renderD$GPU_RENDER_MINOR")
  gids=$(stat -c %g "$dev/kfd" "$render" 2>/dev/null | sort -un || true)
  for g in $gids; do cmd+=(--group-add "$g"); done
fi
cmd+=(--user "$(id -u):$(id -g)" -p "127.0.0.1:$port:9931" -v "$data:/data")
if [ "$resolve_ok" = yes ]; then
  for m in "${R_mount[@]}"; do cmd+=(-v "$m:$m:ro"); done
fi
cmd+=(-e "STRATA_VRAM_BUDGET_MIB=$budget" -e "STRATA_ARCH=$arch")
[ "$have_gpu" = yes ] && cmd+=(-e "STRATA_RENDER_MINOR=$GPU_RENDER_MINOR")
if [ "$resolve_ok" = yes ]; then
  cmd+=(-e "STRATA_MODEL=$R_model_path" -e "STRATA_QUANT=$R_quant")
  [ -z "$R_release" ] || cmd+=(-e "STRATA_RELEASE=$R_release")
fi
cmd+=("$image")

if [ "$mode" = check ]; then
  printf 'run.sh --check (nothing is written, nothing is started)\n'
  printf '%s\n' "${report[@]}"
  if [ ${#refusals[@]} -gt 0 ]; then
    printf '%d refusal(s): fix them and run again\n' "${#refusals[@]}"
    exit 1
  fi
  printf 'would run: %s\n' "$(shell_quote "${cmd[@]}")"
  exit 0
fi
if [ ${#refusals[@]} -gt 0 ]; then
  for r in "${refusals[@]}"; do printf 'error: %s\n' "$r" >&2; done
  exit 1
fi
if [ "$mode" = dry-run ]; then
  shell_quote "${cmd[@]}"
  exit 0
fi
mkdir -p "$data/plans"
printf 'strata: serving on http://127.0.0.1:%s (budget %s MiB of %s)\n' "$port" "$budget" "$arch" >&2
exec "${cmd[@]}"
