#!/usr/bin/env bash
# Runs the Textual list harness beside terrarium-bench's list scenarios, one after the other,
# one result line per case (terrarium-bench measures both sizes in one call):
#   PY=/path/to/venv/bin/python BENCH=.build/release/terrarium-bench bash run_textual_list.sh
# A ListView of N widgets mounts N widgets, so it runs at 1,000 rows only (10,000 had not
# finished mounting after four minutes when the published figures were taken).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PY=${PY:-python3}
BENCH=${BENCH:-.build/release/terrarium-bench}
"$BENCH" list-select --n 1000000
for size in "200 60" "80 24"; do
    # shellcheck disable=SC2086 # the size is two arguments
    timeout 900 "$PY" "$here/textual_list.py" optionlist-select 1000000 $size 2>&1 | tail -n 1
    for n in 1000; do
        # shellcheck disable=SC2086
        timeout 900 "$PY" "$here/textual_list.py" listview-select "$n" $size 2>&1 | tail -n 1
    done
done
"$BENCH" search-filter --n 100000
for size in "200 60" "80 24"; do
    # shellcheck disable=SC2086
    timeout 900 "$PY" "$here/textual_list.py" optionlist-filter 100000 $size 2>&1 | tail -n 1
done
