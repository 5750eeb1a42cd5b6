#!/usr/bin/env bash
# SPDX-License-Identifier: MPL-2.0
#
# Checks that every source file starts with the licence identifier, and with --fix adds it where missing:
#   Swift files (Sources, Tests, Benchmarks, Examples, scripts)  // SPDX-License-Identifier: MPL-2.0   on line 1
#   Package.swift files                                 the same on line 2, after `// swift-tools-version`
#   scripts and CI steps (scripts/*, .ci/*)             # SPDX-License-Identifier: MPL-2.0    after any #! line
# Files ignored by git (.build and the like) are skipped. Usage: bash scripts/check-spdx.sh [--fix]
set -euo pipefail
cd "$(dirname "$0")/.."

fix=false
case "${1:-}" in
    --fix) fix=true ;;
    "") ;;
    *) echo "usage: $0 [--fix]" >&2; exit 2 ;;
esac

identifier='SPDX-License-Identifier: MPL-2.0'

files() {
    if git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
        git ls-files --cached --others --exclude-standard -- Sources Tests Benchmarks Examples scripts .ci Package.swift
    else
        find Sources Tests Benchmarks Examples scripts .ci Package.swift -type f -not -path '*/.build*/*' 2> /dev/null
    fi | sort -u | while IFS= read -r file; do
        [[ -f $file ]] || continue   # listed by git but deleted in the work tree
        case "$file" in
            *.swift | scripts/* | .ci/*) printf '%s\n' "$file" ;;
        esac
    done
}

# Prints the line number the identifier belongs on and the comment it takes, e.g. "1 //".
expected() {
    local file=$1
    case "$file" in
        Package.swift | */Package.swift) echo "2 //" ;;
        *.swift) echo "1 //" ;;
        *) if [[ $(head -c 2 "$file") == '#!' ]]; then echo "2 #"; else echo "1 #"; fi ;;
    esac
}

missing=0
fixed=0
while IFS= read -r file; do
    read -r line comment < <(expected "$file")
    want="$comment $identifier"
    [[ $(sed -n "${line}p" "$file") == "$want" ]] && continue
    if ! $fix; then
        echo "$file:$line: missing '$want'"
        missing=$((missing + 1))
        continue
    fi
    if [[ $line == 2 && $file == *Package.swift && $(head -n 1 "$file") != '// swift-tools-version'* ]]; then
        echo "$file: its first line is not '// swift-tools-version:…'; fix it by hand" >&2
        missing=$((missing + 1))
        continue
    fi
    tmp=$(mktemp)
    if [[ $line == 1 && $comment == // ]]; then
        # A blank line keeps the identifier apart from a doc comment or import that follows.
        { echo "$want"; [[ -n $(head -n 1 "$file") ]] && echo; cat "$file"; } > "$tmp"
    elif [[ $line == 1 ]]; then
        { echo "$want"; cat "$file"; } > "$tmp"
    else
        { head -n 1 "$file"; echo "$want"; tail -n +2 "$file"; } > "$tmp"
    fi
    chmod --reference="$file" "$tmp"
    mv "$tmp" "$file"
    echo "$file: added '$want'"
    fixed=$((fixed + 1))
done < <(files)

checked=$(files | wc -l)
if ((missing > 0)); then
    echo "SPDX: $missing of $checked file(s) lack '$identifier' (run: bash scripts/check-spdx.sh --fix)" >&2
    exit 1
fi
echo "SPDX: all $checked file(s) carry '$identifier' ($fixed added now)"
