#!/usr/bin/env bash
# SPDX-License-Identifier: MPL-2.0
# Runs benchmark suites once and prints their ratio tables; with --record, rewrites their sections of BENCHMARKS.md.
# usage: Benchmarks/run.sh [--quick] [--record] [Module ...]
#   Module ...   only these suites: SwiftConcurrency MultiCastDelegate Assertions DependencyContainer ReactiveState
#                (default: every suite)
#   --quick      smoke run: a few iterations, figures not meaningful (CI); never recorded
#   --record     store the run's medians in Benchmarks/report/<Module>.results.json, dated today, and render
#                BENCHMARKS.md again (the sections of the suites not run keep their own runs and dates)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
quick=0 record=0 targets=() modules=()
for arg in "$@"; do
    case "$arg" in
        --quick) quick=1 ;;
        --record) record=1 ;;
        -*) echo "run.sh: unknown option $arg" >&2; exit 64 ;;
        *) modules+=("$arg"); targets+=(--target "${arg}Benchmarks") ;;
    esac
done
if ((quick && record)); then echo "run.sh: a --quick run's figures are not meaningful; not recording" >&2; exit 64; fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if ((quick)); then export UTILITYKIT_BENCH_QUICK=1; fi
command="Benchmarks/run.sh $*"
echo "Machine: $(uname -sm), $(nproc) cores, $(swift --version 2>/dev/null | grep -m1 'Swift version')"
echo "Command: $command"
echo
swift package --package-path "$here" --allow-writing-to-directory "$out" \
    benchmark "${targets[@]}" --format jmh --path "$out" --no-progress --quiet
python3 "$here/report.py" tables "$out/Current_run.jmh.json"
if ((record)); then
    python3 "$here/report.py" record "$out/Current_run.jmh.json" "${command% }"
    python3 "$here/report.py" render
    echo "BENCHMARKS.md rendered again; sections recorded now: ${modules[*]:-all}"
fi
