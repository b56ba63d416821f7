#!/usr/bin/env bash
# The HIP image's entrypoint: the same refusals as run.sh (a container started by hand gets them
# too), the device probe, the model through the shared resolver, the plan cache, then
# `strata-rt serve` beside the VRAM guard.
#
#   entrypoint.sh [serve]    the default: check, compile the plan if needed, serve on 0.0.0.0:9931
#   entrypoint.sh check      check and report what serve would do; compile nothing, start nothing
#   entrypoint.sh CMD...     run CMD instead (a shell, stratac, ...)
#
# Environment (run.sh sets the first five):
#   STRATA_MODEL            the GGUF inside the container (mounted read-only at its host path)
#   STRATA_QUANT            the quant every file must be
#   STRATA_RELEASE          a release of the release table (its licence is logged at every start)
#   STRATA_VRAM_BUDGET_MIB  the card share, 1281..10240 (default 10240)
#   STRATA_RENDER_MINOR     which GPU (its /dev/dri/renderD<minor>) when the host has several
#   STRATA_ARCH             the arch run.sh saw on the host; must match the card seen here
#   STRATA_IMAGE_ARCH       the arch this image was built for (set by the Dockerfile)
#   STRATA_DEVICE           the runtime device (default hip:0: the one card passed in)
#   STRATA_KFD_ROOT         the KFD sysfs root (default /sys/class/kfd/kfd)
#   STRATA_DATA             the data volume (default /data; plans under $STRATA_DATA/plans)
# and, for tests, STRATA_LIB, STRATA_STRATAC, STRATA_RT, STRATA_GUARD, STRATA_RELEASES,
# STRATA_CALIBRATION_DIR pointing at the pieces outside /opt/strata.
set -euo pipefail

opt=/opt/strata
# shellcheck source=docker/lib/strata.sh
. "${STRATA_LIB:-$opt/lib}/strata.sh"
stratac=${STRATA_STRATAC:-$opt/bin/stratac}
rt=${STRATA_RT:-$opt/bin/strata-rt}
guard=${STRATA_GUARD:-$opt/vram-guard.sh}
releases=${STRATA_RELEASES:-$opt/releases.json}
calibration_dir=${STRATA_CALIBRATION_DIR:-$opt/calibration}
data=${STRATA_DATA:-/data}
budget=${STRATA_VRAM_BUDGET_MIB:-10240}
port=9931

cmd=${1:-serve}
case $cmd in
  serve | check) ;;
  *) exec "$@" ;;
esac

log() { printf 'strata: %s\n' "$*" >&2; }
die() {
  printf 'error: %s\n' "$*" >&2
  exit 1
}

strata_check_override || die "$STRATA_WHY"
strata_check_budget "$budget" || die "$STRATA_WHY"
strata_probe_gpu "${STRATA_RENDER_MINOR:-}" || die "$STRATA_WHY"
arch=$GPU_ARCH
if [ -n "${STRATA_IMAGE_ARCH:-}" ] && [ "$STRATA_IMAGE_ARCH" != "$arch" ]; then
  die "this image is built for $STRATA_IMAGE_ARCH but the card is $arch; build the card's image with docker/build.sh --arch $arch"
fi
if [ -n "${STRATA_ARCH:-}" ] && [ "$STRATA_ARCH" != "$arch" ]; then
  die "run.sh saw a $STRATA_ARCH card on the host, this container sees $arch on renderD$GPU_RENDER_MINOR; pass the same card (STRATA_RENDER_MINOR)"
fi
if [ "$GPU_VRAM_MIB" -lt "$budget" ]; then
  die "the card has $GPU_VRAM_MIB MiB, less than the $budget MiB budget; lower STRATA_VRAM_BUDGET_MIB"
fi
log "GPU $arch (KFD node $GPU_NODE, gpu_id $GPU_ID, renderD$GPU_RENDER_MINOR, $GPU_VRAM_MIB MiB); budget $budget MiB"

[ -n "${STRATA_MODEL:-}" ] || die "no model: start the container with run.sh, or mount the GGUF and set STRATA_MODEL=/path/to/model.gguf"
args=(resolve "$STRATA_MODEL" --env --plan-cache "$data/plans" --arch "$arch")
[ -z "${STRATA_QUANT:-}" ] || args+=(--quant "$STRATA_QUANT")
if [ -n "${STRATA_RELEASE:-}" ]; then
  args+=(--release "$STRATA_RELEASE" --releases "$releases")
fi
resolved=$("$stratac" "${args[@]}" 2>&1) || die "${resolved#error: }"
read_resolved "$resolved"
if [ -n "$R_release" ]; then
  log "release $R_release, licence $R_licence"
else
  log "no release named: the model's licence is the one on its model card"
fi
for w in "${R_warning[@]}"; do printf 'warning: %s\n' "$w" >&2; done
log "model $R_model_path ($R_quant, $R_architecture, $R_bytes bytes, identity sha256:${R_identity:0:16})"

plan=$R_plan_path
case $R_plan_state in
  fresh) log "using the cached plan $plan" ;;
  missing) log "no cached plan for this model, arch and compiler: compiling $plan" ;;
  stale) log "not using the cached plan: $R_plan_reason; compiling $plan" ;;
  *) die "${R_plan_reason:-the resolver gave no plan state}" ;;
esac

# The server's flags: the budget always (the contract); the release's tuning where the server
# takes it.
help=$("$rt" serve --help 2>&1) || die "cannot run $rt serve --help: $help"
has_flag() { [[ $help == *"$1"* ]]; }
has_flag --vram-budget-mib || die "$rt serve has no --vram-budget-mib, so it cannot be held to the budget; rebuild the image from a newer source tree"
serve=("$rt" serve "$plan" --model "$R_model_path" --host 0.0.0.0 --port "$port"
  --device "${STRATA_DEVICE:-hip:0}" --vram-budget-mib "$budget")
if [[ $R_ctx =~ ^[0-9]+$ ]] && has_flag --ctx-size; then serve+=(--ctx-size "$R_ctx"); fi
if [[ $R_expert_slots =~ ^[0-9]+$ ]]; then
  if has_flag --expert-slots; then
    serve+=(--expert-slots "$R_expert_slots")
  else
    printf 'warning: this strata-rt has no --expert-slots; the release tuning of %s slots is not applied\n' "$R_expert_slots" >&2
  fi
fi
if awk -v t="$R_car_threshold" 'BEGIN { exit !(t < 1.0) }'; then serve+=(--car-threshold "$R_car_threshold"); fi

if [ "$cmd" = check ]; then
  printf 'plan: %s (%s)\n' "$plan" "$R_plan_state"
  printf 'serve: %s\n' "$(shell_quote "${serve[@]}")"
  exit 0
fi

if [ "$R_plan_state" != fresh ]; then
  mkdir -p "$(dirname "$plan")"
  compile=("$stratac" compile "$R_model_path" --arch "$arch" -o "$plan.tmp.$$")
  for table in "$calibration_dir/$arch"-*.txt; do
    [ -f "$table" ] && compile+=(--calibration "$table") && break
  done
  # Written beside the cache entry and renamed, so a crash never leaves half a plan to be used.
  if ! "${compile[@]}"; then
    rm -f "$plan.tmp.$$"
    die "compiling $R_model_path for $arch failed (see above)"
  fi
  mv -f "$plan.tmp.$$" "$plan"
  log "compiled $plan"
fi

# KFD processes that exist before the server starts are not the server's.
kfd_proc="$(strata_kfd_root)/proc"
before=""
for d in "$kfd_proc"/*/; do
  [ -d "$d" ] || continue
  d=${d%/}
  before="$before ${d##*/}"
done

"${serve[@]}" &
server=$!
"$guard" --pid "$server" --gpu-id "$GPU_ID" --budget-mib "$budget" --exclude "$before" &
watcher=$!
trap 'kill -TERM "$server" 2>/dev/null || true' TERM INT

# `wait` returns early when a trapped signal arrives; wait again until the server is gone.
status=0
while :; do
  if wait "$server"; then status=0; else status=$?; fi
  kill -0 "$server" 2>/dev/null || break
done
guard_status=0
wait "$watcher" || guard_status=$?
if [ "$guard_status" -eq 3 ]; then
  die "the server was stopped for exceeding the $budget MiB VRAM budget"
fi
exit "$status"
