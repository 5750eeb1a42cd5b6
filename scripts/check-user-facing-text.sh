#!/usr/bin/env bash
# SPDX-License-Identifier: MPL-2.0
# User-facing text speaks of the product as it is. Fails when README, BENCHMARKS, the documentation, the demo, the
# tests or the benchmarks narrate how the package was made (its specification, issue numbers, earlier engines and
# measurements), or when a source comment quotes an instruction count (figures live in BENCHMARKS.md).
set -euo pipefail
cd "$(dirname "$0")/.."

files=(README.md BENCHMARKS.md 'Sources/*' 'Tests/*' 'Benchmarks/*' 'Examples/*' 'plugins/*')
history='\bseeds?\b|\bseed'"'"'s\b|DESIGN\.md|\bissue #?[0-9]+|previous engine|old engine|plain core|first measured|first measurement|did not reproduce|earlier measurements?|took the row|got it from [0-9]|no longer inherits|the first version|measured outside the project|before and after the|than before|from the commits'
# "seed" is also the word for a random generator's starting value; those lines name the generator or the replay.
found=$(git grep -n -i -E "$history" -- "${files[@]}" | grep -v -i -E 'random|seeded|splitmix|hasher|generator|base seed|replay' || true)
counts=$(git grep -n -E '//.*[0-9][0-9,.]* (instructions|instr\.)' -- 'Sources/*.swift' || true)

status=0
if [[ -n "$found" ]]; then
    echo "User-facing text narrates the package's history; say what the product is and does instead:"
    echo "$found"
    status=1
fi
if [[ -n "$counts" ]]; then
    echo "Instruction counts in source comments go stale; keep figures in BENCHMARKS.md:"
    echo "$counts"
    status=1
fi
exit $status
