# shellcheck shell=bash
# Shared by run.sh (on the host) and docker/entrypoint.sh (in the container): the KFD device
# probe, the VRAM contract's bounds, and small helpers. Sourced, never run.
#
# The KFD topology (amdkfd's sysfs, documented in docker/README.md): one directory per HSA node
# under $STRATA_KFD_ROOT/topology/nodes/N, each with
#   properties      "name value" lines; GPUs have a nonzero gfx_target_version
#                   (major*10000 + minor*100 + stepping, e.g. 110001 = gfx1101) and simd_count,
#                   and drm_render_minor (the GPU's /dev/dri/renderD<minor>)
#   gpu_id          the id KFD's per-process accounting files are named by (0 for CPU nodes)
#   mem_banks/M/properties   heap_type (1 = frame buffer public, 2 = private) and size_in_bytes;
#                   the card's memory (recent kernels print local_mem_size as 0, so the banks
#                   are the source)

# shellcheck disable=SC2034  # the constants and STRATA_WHY are read by the scripts that source this

# The VRAM contract: at most 10240 MiB of the card; the runtime keeps a 1024 MiB reserve and
# 256 MiB of slack outside its ledger, so a budget must leave at least 1 MiB tracked.
STRATA_BUDGET_MIN_MIB=1281
STRATA_BUDGET_MAX_MIB=10240
# The cards Strata's HIP image is built for.
STRATA_SUPPORTED_ARCHES="gfx1100 gfx1101"
# The guard version this launcher needs the image to carry (label io.strata.vram-budget).
STRATA_GUARD_VERSION=1

strata_kfd_root() {
  printf '%s\n' "${STRATA_KFD_ROOT:-/sys/class/kfd/kfd}"
}

# kfd_prop FILE KEY: the value of KEY in a KFD "name value" properties file (empty if absent).
kfd_prop() {
  awk -v k="$2" '$1 == k { print $2; exit }' "$1" 2>/dev/null || true
}

# gfx_name VERSION: the gfx target a gfx_target_version encodes (110001 -> gfx1101,
# 90010 -> gfx90a): decimal major, then minor and stepping as one hex digit each.
gfx_name() {
  local v=$1
  printf 'gfx%d%x%x\n' "$((v / 10000))" "$(((v / 100) % 100))" "$((v % 100))"
}

# is_uint VALUE: whether VALUE is a decimal integer.
is_uint() {
  [[ $1 =~ ^[0-9]+$ ]]
}

# kfd_gpus: one line per GPU node of the KFD topology:
#   NODE ARCH GFX_TARGET_VERSION VRAM_BYTES RENDER_MINOR GPU_ID
# Nothing (and status 1) when the topology is absent.
kfd_gpus() {
  local root nodes dir props ver simd bytes bank heap size minor gpu_id
  root=$(strata_kfd_root)
  nodes="$root/topology/nodes"
  [ -d "$nodes" ] || return 1
  for dir in "$nodes"/*/; do
    dir=${dir%/}
    props="$dir/properties"
    [ -r "$props" ] || continue
    ver=$(kfd_prop "$props" gfx_target_version)
    simd=$(kfd_prop "$props" simd_count)
    if ! is_uint "${ver:-x}" || ! is_uint "${simd:-x}" || [ "$ver" -eq 0 ] || [ "$simd" -eq 0 ]; then
      continue
    fi
    bytes=0
    for bank in "$dir"/mem_banks/*/properties; do
      [ -r "$bank" ] || continue
      heap=$(kfd_prop "$bank" heap_type)
      size=$(kfd_prop "$bank" size_in_bytes)
      if { [ "$heap" = 1 ] || [ "$heap" = 2 ]; } && is_uint "${size:-x}"; then
        bytes=$((bytes + size))
      fi
    done
    if [ "$bytes" -eq 0 ]; then
      size=$(kfd_prop "$props" local_mem_size)
      is_uint "${size:-x}" && bytes=$size
    fi
    minor=$(kfd_prop "$props" drm_render_minor)
    gpu_id=$(cat "$dir/gpu_id" 2>/dev/null || true)
    is_uint "${minor:-x}" || minor=-1
    is_uint "${gpu_id:-x}" || gpu_id=0
    printf '%s %s %s %s %s %s\n' "${dir##*/}" "$(gfx_name "$ver")" "$ver" "$bytes" "$minor" "$gpu_id"
  done
}

# The checks below set STRATA_WHY to the reason (naming the fix) and return 1 when they refuse.

# strata_probe_gpu [RENDER_MINOR]: picks the GPU to run on, setting GPU_NODE, GPU_ARCH,
# GPU_VERSION, GPU_VRAM_MIB, GPU_RENDER_MINOR and GPU_ID; with RENDER_MINOR, only that GPU.
strata_probe_gpu() {
  local want=${1:-} root list node arch ver bytes minor id found=""
  root=$(strata_kfd_root)
  if ! list=$(kfd_gpus); then
    STRATA_WHY="no AMD GPU: $root/topology/nodes does not exist, so the amdgpu kernel driver (KFD) is not loaded or this machine has no AMD GPU; on an NVIDIA machine build docker/Dockerfile (CPU/CUDA) instead of the HIP image"
    return 1
  fi
  if [ -z "$list" ]; then
    STRATA_WHY="no AMD GPU: the KFD topology at $root lists no GPU node (only CPUs); check that the card is seated and amdgpu loaded (dmesg | grep amdgpu)"
    return 1
  fi
  while read -r node arch ver bytes minor id; do
    [ -z "$want" ] || [ "$minor" = "$want" ] || continue
    found="$found${found:+, }$arch (node $node, $((bytes / 1048576)) MiB)"
    case " $STRATA_SUPPORTED_ARCHES " in
      *" $arch "*)
        GPU_NODE=$node GPU_ARCH=$arch GPU_VERSION=$ver GPU_VRAM_MIB=$((bytes / 1048576))
        GPU_RENDER_MINOR=$minor GPU_ID=$id
        export GPU_NODE GPU_ARCH GPU_VERSION GPU_VRAM_MIB GPU_RENDER_MINOR GPU_ID
        return 0
        ;;
    esac
  done <<<"$list"
  if [ -z "$found" ]; then
    STRATA_WHY="no GPU with render node renderD$want in the KFD topology at $root"
    return 1
  fi
  STRATA_WHY="unsupported card: found $found; Strata's HIP image runs on ${STRATA_SUPPORTED_ARCHES// / and } (RDNA3: Radeon RX 7000 series) only"
  return 1
}

# strata_check_budget MIB: whether the budget is inside the contract.
strata_check_budget() {
  local b=$1
  if ! is_uint "$b"; then
    STRATA_WHY="--vram-budget-mib $b is not a whole number of MiB"
    return 1
  fi
  if [ "$b" -lt "$STRATA_BUDGET_MIN_MIB" ] || [ "$b" -gt "$STRATA_BUDGET_MAX_MIB" ]; then
    STRATA_WHY="--vram-budget-mib $b is outside $STRATA_BUDGET_MIN_MIB..$STRATA_BUDGET_MAX_MIB: the contract allows at most $STRATA_BUDGET_MAX_MIB MiB of the card, and the runtime keeps 1024 + 256 MiB of it outside its ledger; pick a value in that range"
    return 1
  fi
  return 0
}

# strata_check_override: refuses HSA_OVERRIDE_GFX_VERSION (set at all, even empty).
strata_check_override() {
  if [ -n "${HSA_OVERRIDE_GFX_VERSION+set}" ]; then
    STRATA_WHY="HSA_OVERRIDE_GFX_VERSION is set (to \"$HSA_OVERRIDE_GFX_VERSION\"): it makes ROCm treat the card as another GFX version, so kernels built for one target would run on another; unset it (unset HSA_OVERRIDE_GFX_VERSION) and run again"
    return 1
  fi
  return 0
}

# human_bytes N: N bytes in decimal units for messages (12.3 GB, 4.5 MB).
human_bytes() {
  awk -v b="$1" 'BEGIN { if (b >= 1e9) printf "%.1f GB\n", b / 1e9; else printf "%.1f MB\n", b / 1e6 }'
}

# shell_quote ARG...: the arguments as one line a POSIX shell reads back unchanged (plain words
# as they are, anything else in single quotes).
shell_quote() {
  local out="" a
  for a in "$@"; do
    if [[ -n $a && $a =~ ^[A-Za-z0-9_./:=,@%+-]+$ ]]; then
      out="$out${out:+ }$a"
    else
      out="$out${out:+ }'${a//\'/\'\\\'\'}'"
    fi
  done
  printf '%s\n' "$out"
}

# read_resolved TEXT: reads `stratac resolve --env` output into R_<key> variables; list keys
# (file, mount, warning) into the arrays R_file, R_mount, R_warning. Other lines (logs) are
# ignored. No eval.
read_resolved() {
  local key value line
  R_file=() R_mount=() R_warning=()
  R_kind="" R_model_path="" R_quant="" R_architecture="" R_bytes=0 R_identity="" R_release=""
  R_licence="" R_expert_slots="" R_car_threshold="" R_ctx="" R_measured="" R_compiler_version=""
  R_plan_path="" R_plan_state="" R_plan_reason=""
  while IFS= read -r line; do
    key=${line%%=*}
    value=${line#*=}
    case $key in
      file) R_file+=("$value") ;;
      mount) R_mount+=("$value") ;;
      warning) R_warning+=("$value") ;;
      kind) R_kind=$value ;;
      model_path) R_model_path=$value ;;
      quant) R_quant=$value ;;
      architecture) R_architecture=$value ;;
      bytes) R_bytes=$value ;;
      identity) R_identity=$value ;;
      release) R_release=$value ;;
      licence) R_licence=$value ;;
      expert_slots) R_expert_slots=$value ;;
      car_threshold) R_car_threshold=$value ;;
      ctx) R_ctx=$value ;;
      measured) R_measured=$value ;;
      compiler_version) R_compiler_version=$value ;;
      plan_path) R_plan_path=$value ;;
      plan_state) R_plan_state=$value ;;
      plan_reason) R_plan_reason=$value ;;
    esac
  done <<<"$1"
}
