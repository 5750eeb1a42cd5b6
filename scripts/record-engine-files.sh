#!/usr/bin/env bash
# SPDX-License-Identifier: MPL-2.0
# Measures which files run per resolution (scripts/engine-files.sh, several minutes, needs valgrind) and writes
# the counts into the engine map's record line, which scripts/check-engine-map.py compares with the map's prose:
#
#   <!-- engine-files: commit=<HEAD> singleton-hit=N singleton-miss=N unique=N graph=N -->
#
# The commit recorded is HEAD, so Sources/ must have no uncommitted change (the measurement would not be
# HEAD's). Update the prose's counts and its "measured at commit" to match, then run the check.
# usage: scripts/record-engine-files.sh [--no-build]   (--no-build: passed on to engine-files.sh)
#        scripts/record-engine-files.sh --from <file>   (the saved output of an engine-files.sh run of HEAD)
set -euo pipefail
cd "$(dirname "$0")/.."
map=Sources/DependencyContainer/Internal/README.md

if ! git diff --quiet HEAD -- Sources ':(exclude)*.md'; then  # the map itself may be edited
    echo "record-engine-files: Sources/ has uncommitted code changes; commit them first" >&2
    exit 1
fi
out=$(mktemp)
trap 'rm -f "$out"' EXIT
if [[ "${1:-}" == --from ]]; then
    cp "${2:?--from needs a file}" "$out"
else
    bash scripts/engine-files.sh "$@" | tee "$out"
fi
# engine-files.sh prints "singleton-hit (singleton-table, 1 vs 2001 resolutions): 14 files" per case.
counts=$(sed -nE 's/^([a-z-]+) \(.*\): ([0-9]+) files$/\1=\2/p' "$out" | tr '\n' ' ')
[[ $(wc -w <<<"$counts") -eq 4 ]] || { echo "record-engine-files: expected four cases, got: $counts" >&2; exit 1; }
line="<!-- engine-files: commit=$(git rev-parse HEAD) ${counts% } -->"
if grep -q '^<!-- engine-files: ' "$map"; then
    sed -i "s|^<!-- engine-files: .*-->\$|$line|" "$map"
else
    printf '\n%s\n' "$line" >>"$map"
fi
echo "record-engine-files: $line"
