#!/usr/bin/env bash
# Creates (once) the Python environment that holds Strata's oracles: gguf-py and
# llama-cpp-python (built from source; about ten minutes on two cores), plus the openai client and
# numpy. The environment lives in ~/.cache/strata/venv (or $STRATA_VENV) and is reused while the
# pinned requirements below are unchanged.
set -euo pipefail
venv="${STRATA_VENV:-$HOME/.cache/strata/venv}"
here="$(cd "$(dirname "$0")" && pwd)"
req="$here/oracle-requirements.txt"
stamp="$venv/.strata-requirements"
if [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && cmp -s "$req" "$stamp"; then
  echo "oracle venv up to date: $venv" >&2
  exit 0
fi
echo "building the oracle venv in $venv (llama-cpp-python compiles llama.cpp: ~10 minutes)" >&2
python3 -m venv "$venv"
"$venv/bin/pip" install -q --upgrade pip
CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)" "$venv/bin/pip" install -q --no-cache-dir -r "$req"
cp "$req" "$stamp"
echo "oracle venv ready: $venv" >&2
