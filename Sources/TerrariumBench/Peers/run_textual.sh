#!/usr/bin/env bash
# Runs the Textual harness over its whole matrix, one result line per case:
#   PY=/path/to/venv/bin/python bash run_textual.sh > textual_results.txt
# A 10,000-widget case takes tens of seconds; each case stops after ten minutes.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
PY=${PY:-python3}
for scenario in datatable static widgets; do
    for n in 1000 10000; do
        for size in "80 24" "200 60"; do
            # shellcheck disable=SC2086 # the size is two arguments
            timeout 600 "$PY" textual_bench.py "$scenario" "$n" $size 2>&1 | tail -n 1
        done
    done
done
