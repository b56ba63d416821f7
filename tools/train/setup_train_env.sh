#!/usr/bin/env bash
# Installs what preparing the corpus and plotting need here (not on the GPU machine): the Debian
# packages that hold the corpus, and a Python venv with HuggingFace `tokenizers` and matplotlib.
# The oracle venv (~/.cache/strata/venv) is left alone; exporting uses its gguf-py.
set -euo pipefail
venv="${STRATA_TRAIN_VENV:-$HOME/.cache/strata/train-venv}"
sudo_if_needed() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
sudo_if_needed apt-get install -y bible-kjv libpython3.11-stdlib libpython3.11-testsuite python3-venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/pip" install -q tokenizers==0.22.1 numpy==2.4.6 matplotlib==3.11.2
echo "train venv ready: $venv" >&2
