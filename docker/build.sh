#!/usr/bin/env bash
# Builds Strata's images from the repository (source only: .dockerignore keeps target/, GGUFs and
# plans out of the context).
#
#   docker/build.sh [--arch gfx1101|gfx1100] [--runtime-only] [--tests]   the HIP image
#   docker/build.sh --cpu | --cuda [--tests]                              docker/Dockerfile
#
# The HIP image is tagged strata-hip:<arch>, strata-hip:<arch>-<gitsha> and
# strata-hip:<arch>-latest, and labelled io.strata.vram-budget (the VRAM guard's version, the one
# run.sh checks) and io.strata.arch. Its builder stage is kept as strata-hip-builder:<arch>:
# --runtime-only repackages the runtime stage from that image (entrypoint, guard, release table)
# without compiling Rust again. --tests runs the compiler's and the launcher's tests in the builder
# first. Extra arguments after -- go to every `docker build`.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=docker/lib/strata.sh
. "$root/docker/lib/strata.sh"

arch=gfx1101 flavour=hip runtime_only=no tests=no extra=()
while [ $# -gt 0 ]; do
  case $1 in
    --arch)
      [ $# -ge 2 ] || { echo "error: --arch needs a value" >&2; exit 2; }
      arch=$2
      shift
      ;;
    --arch=*) arch=${1#--arch=} ;;
    --runtime-only) runtime_only=yes ;;
    --tests) tests=yes ;;
    --cpu) flavour=cpu ;;
    --cuda) flavour=cuda ;;
    -h | --help) sed -n '2,15p' "$0"; exit 0 ;;
    --) shift; extra=("$@"); break ;;
    *) echo "error: unknown argument $1 (docker/build.sh --help)" >&2; exit 2 ;;
  esac
  shift
done
case " $STRATA_SUPPORTED_ARCHES " in
  *" $arch "*) ;;
  *) echo "error: --arch $arch: the HIP image is built for one of: $STRATA_SUPPORTED_ARCHES" >&2; exit 2 ;;
esac
if [ "$flavour" != hip ] && [ "$runtime_only" = yes ]; then
  echo "error: --runtime-only applies to the HIP image" >&2
  exit 2
fi
command -v docker >/dev/null 2>&1 || { echo "error: docker is not installed" >&2; exit 1; }

sha=$(git -C "$root" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
if [ "$sha" != unknown ] && [ -n "$(git -C "$root" status --porcelain 2>/dev/null)" ]; then
  sha="$sha-dirty"
fi

run() {
  printf '+ %s\n' "$(shell_quote "$@")" >&2
  "$@"
}

if [ "$flavour" != hip ]; then
  tag="strata:$flavour"
  args=(--build-arg "GIT_SHA=$sha")
  if [ "$flavour" = cuda ]; then
    args+=(--build-arg RUNTIME_IMAGE=nvidia/cuda:13.0.1-runtime-ubuntu24.04 --build-arg STRATA_ARCH=sm_90)
  fi
  if [ "$tests" = yes ]; then
    run docker build -f "$root/docker/Dockerfile" --target tests "${args[@]}" "${extra[@]}" "$root"
  fi
  run docker build -f "$root/docker/Dockerfile" --target runtime "${args[@]}" \
    -t "$tag" -t "$tag-$sha" "${extra[@]}" "$root"
  exit 0
fi

file="$root/docker/Dockerfile.hip"
builder="strata-hip-builder:$arch"
common=(--build-arg "STRATA_ARCH=$arch" --build-arg "GUARD_VERSION=$STRATA_GUARD_VERSION"
  --build-arg "GIT_SHA=$sha")
if [ "$runtime_only" = no ]; then
  run docker build -f "$file" --target builder "${common[@]}" -t "$builder" "${extra[@]}" "$root"
elif ! docker image inspect "$builder" >/dev/null 2>&1; then
  echo "error: --runtime-only needs the builder image $builder; build once without --runtime-only" >&2
  exit 1
fi
if [ "$tests" = yes ]; then
  run docker build -f "$file" --target tests "${common[@]}" "${extra[@]}" "$root"
fi
run docker build -f "$file" --target runtime "${common[@]}" --build-arg "BUILT=$builder" \
  -t "strata-hip:$arch" -t "strata-hip:$arch-$sha" -t "strata-hip:$arch-latest" "${extra[@]}" "$root"
printf 'built strata-hip:%s (strata-hip:%s-%s), VRAM guard %s\n' "$arch" "$arch" "$sha" "$STRATA_GUARD_VERSION" >&2
