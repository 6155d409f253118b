#!/usr/bin/env bash
# Runs the Textual Tree harness beside terrarium-bench's outline scenario, one after the other,
# one result line per case (terrarium-bench measures both sizes in one call):
#   PY=/path/to/venv/bin/python BENCH=.build/release/terrarium-bench bash run_textual_tree.sh
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PY=${PY:-python3}
BENCH=${BENCH:-.build/release/terrarium-bench}
"$BENCH" outline-expand --n 100000
for size in "200 60" "80 24"; do
    # shellcheck disable=SC2086 # the size is two arguments
    timeout 1800 "$PY" "$here/textual_tree.py" tree-expand 100000 $size 2>&1 | tail -n 1
done
