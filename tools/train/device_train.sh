#!/usr/bin/env bash
# What ran on the lent H200 to train the shipped model, from the repository root with
# .devcarry/train (prepare_corpus.py's output) carried and $OUT the folder that comes back.
# A 12-second smoke run first exercises every path (self-check, training, evaluation, saving), so
# a bug costs seconds of device time rather than a whole run.
set -euo pipefail
export PYTHONUNBUFFERED=1
python3 tools/train/train_tiny_moe.py --data .devcarry/train --out /tmp/smoke \
  --train-seconds 12 --eval-every 20 --warmup 10 >/tmp/smoke.log 2>&1 || {
  tail -c 6000 /tmp/smoke.log
  exit 1
}
python3 tools/train/train_tiny_moe.py --data .devcarry/train --out "$OUT" --train-seconds 300 \
  >"$OUT/run.log" 2>&1
