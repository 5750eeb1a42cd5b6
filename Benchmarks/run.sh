#!/usr/bin/env bash
# Runs every benchmark suite once and prints the ratio tables for BENCHMARKS.md.
# usage: Benchmarks/run.sh            full measurement (several minutes)
#        Benchmarks/run.sh --quick    smoke run: a few iterations, figures not meaningful (CI)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if [[ "${1:-}" == "--quick" ]]; then export UTILITYKIT_BENCH_QUICK=1; fi
echo "Machine: $(uname -sm), $(nproc) cores, $(swift --version 2>/dev/null | head -1)"
echo "Command: Benchmarks/run.sh ${1:-}"
echo
swift package --package-path "$here" --allow-writing-to-directory "$out" \
    benchmark --format jmh --path "$out" --no-progress --quiet
python3 "$here/report.py" "$out/Current_run.jmh.json"
