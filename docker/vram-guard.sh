#!/usr/bin/env bash
# The container's VRAM guard: beside the runtime's own ledger, samples the server's device
# memory from the driver's per-process accounting and stops the server if it ever exceeds the
# budget, so the contract holds even if the ledger is wrong.
#
#   vram-guard.sh --pid PID --gpu-id ID --budget-mib N [--interval SECONDS] [--exclude "PIDS"]
#                 [--grace SECONDS]
#
# KFD keeps one directory per process that opened /dev/kfd, $STRATA_KFD_ROOT/proc/<pid>, with
# vram_<gpu_id> = the bytes of VRAM that process holds on that GPU. The directory is named by the
# pid in the kernel's initial namespace, which a container does not see: when proc/PID is absent,
# the guard charges the server with every KFD process that appeared after the entrypoint took its
# --exclude snapshot (inside the container that is the server alone; on a host running other ROCm
# jobs it can only over-count, which errs on the contract's side).
#
# Exit codes: 0 the server exited on its own (the peak is logged), 3 the budget was exceeded and
# the server was stopped (TERM, then KILL after --grace), 2 usage error.
set -euo pipefail

pid="" gpu_id="" budget="" interval=${STRATA_GUARD_INTERVAL_S:-0.5} exclude="" grace=10
usage_error() {
  printf 'vram guard: error: %s\n' "$1" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  [ $# -ge 2 ] || usage_error "$1 needs a value"
  case $1 in
    --pid) pid=$2 ;;
    --gpu-id) gpu_id=$2 ;;
    --budget-mib) budget=$2 ;;
    --interval) interval=$2 ;;
    --exclude) exclude=$2 ;;
    --grace) grace=$2 ;;
    *) usage_error "unknown argument $1" ;;
  esac
  shift 2
done
for v in pid gpu_id budget grace; do
  [[ ${!v} =~ ^[0-9]+$ ]] || usage_error "--${v//_/-} must be a whole number (got '${!v}')"
done
[[ $interval =~ ^[0-9]+(\.[0-9]+)?$ ]] || usage_error "--interval must be a number of seconds"

proc="${STRATA_KFD_ROOT:-/sys/class/kfd/kfd}/proc"
limit=$((budget * 1048576))
log() { printf 'vram guard: %s\n' "$*" >&2; }

# usage: sets `used` to the server's VRAM bytes on the GPU and `origin` to where it came from.
usage() {
  local f d p v sum=0 n=0
  used=0
  f="$proc/$pid/vram_$gpu_id"
  if [ -r "$f" ] && read -r v <"$f" 2>/dev/null && [[ $v =~ ^[0-9]+$ ]]; then
    used=$v origin="$f"
    return
  fi
  for d in "$proc"/*/; do
    p=${d%/}
    p=${p##*/}
    [[ $p =~ ^[0-9]+$ ]] || continue
    case " $exclude " in *" $p "*) continue ;; esac
    f="$d/vram_$gpu_id"
    if [ -r "$f" ] && read -r v <"$f" 2>/dev/null && [[ $v =~ ^[0-9]+$ ]]; then
      sum=$((sum + v)) n=$((n + 1))
    fi
  done
  used=$sum
  if [ "$n" -eq 0 ]; then
    origin="no KFD accounting for the server yet"
  else
    origin="$n KFD process(es) started after the server's launch"
  fi
}

mib() { printf '%d' "$(($1 / 1048576))"; }

peak=0 logged=0 origin=""
usage
log "watching pid $pid on GPU $gpu_id against a budget of $budget MiB ($origin)"
while kill -0 "$pid" 2>/dev/null; do
  usage
  [ "$used" -le "$peak" ] || peak=$used
  if [ "$used" -gt "$limit" ]; then
    log "error: VRAM contract exceeded: the server holds $(mib "$used") MiB on GPU $gpu_id, the budget is $budget MiB ($origin); stopping it"
    kill -TERM "$pid" 2>/dev/null || true
    waited=0
    while kill -0 "$pid" 2>/dev/null && [ "$waited" -lt "$((grace * 10))" ]; do
      sleep 0.1
      waited=$((waited + 1))
    done
    kill -KILL "$pid" 2>/dev/null || true
    log "peak $(mib "$peak") MiB of the $budget MiB budget"
    exit 3
  fi
  # A line per 256 MiB of new peak: enough to see the growth without flooding the log.
  if [ $((peak - logged)) -ge $((256 * 1048576)) ]; then
    log "peak $(mib "$peak") MiB of $budget MiB"
    logged=$peak
  fi
  sleep "$interval"
done
log "server exited; peak $(mib "$peak") MiB of the $budget MiB budget"
