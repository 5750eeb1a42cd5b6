#!/usr/bin/env bash
# SPDX-License-Identifier: MPL-2.0
# Which source files under Sources/ run code during one resolution: runs the release-built instruction-count
# driver (Benchmarks/Sources/DependencyContainerInstructionCounts) under `valgrind --tool=callgrind` twice per
# case, with a low and a high count of resolutions, and lists every file whose own instructions (those that
# debug line information gives to its lines, inlined code included) grow by at least one per added resolution.
#
#   singleton-hit   singleton 1 vs 2001   a cached `.singleton`: the first, cache-filling resolution is in both runs
#   singleton-miss  singleton 0 vs 1      the first resolution of a `.singleton`, the one that fills its cache
#   unique          unique    1 vs 2001   a `.unique` resolution
#   graph           graph     1 vs 2001   an A->B->C graph of `.unique` definitions, steady state
#
# Every case runs with its `-table` driver case, a container filled with fifty other definitions that are each
# resolved once before the measured loop, as .ci/instruction-budgets measures: the container, its table and
# the lazily made shared state exist in both runs, so the miss is one singleton's miss and not the container's
# creation. With --empty the cases run without the table (the miss then includes creating Container.shared).
# Each file is listed with its instructions per resolution; after the files, the instructions per resolution
# in these modules' functions that line information gives to no file (code the compiler made: value
# witnesses, metadata accessors, outlined copies, thunks), which the file list leaves out.
#
# usage: scripts/engine-files.sh [--no-build] [--empty] [--rev <commit>]
#   --no-build      use the driver built by an earlier run
#   --empty         the cases without the table
#   --rev <commit>  measure a commit (extracted into .build-files-rev/src) instead of the working tree
# Without --rev it measures the working tree as it is when the driver is built. Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."

build=true suffix=-table rev=
while (( $# )); do
    case "$1" in
        --no-build) build=false ;;
        --empty) suffix= ;;
        --rev) rev=${2:?--rev needs a commit}; shift ;;
        *) echo "usage: $0 [--no-build] [--empty] [--rev <commit>]" >&2; exit 2 ;;
    esac
    shift
done

# label           driver case  low  high
cases="
singleton-hit     singleton      1  2001
singleton-miss    singleton      0     1
unique            unique         1  2001
graph             graph          1  2001
"

root=$PWD scratch=$PWD/.build-files
if [[ -n "$rev" ]]; then
    root=$PWD/.build-files-rev/src scratch=$PWD/.build-files-rev/build
    if $build; then
        rm -rf "$root" && mkdir -p "$root"
        git archive "$rev" | tar -x -C "$root"
    fi
fi

command -v valgrind >/dev/null || { echo "engine-files: valgrind is not installed" >&2; exit 1; }
# Release, with line information in DWARF 4 (valgrind 3.19 cannot read the DWARF 5 written by default), and
# without merging identical functions, whose merged copy has no line information.
flags=(-c release --package-path "$root/Benchmarks" --scratch-path "$scratch" -Xswiftc -g
    -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4 -Xswiftc -Xfrontend -Xswiftc -disable-llvm-merge-functions-pass)
if $build; then
    swift build "${flags[@]}" --product DependencyContainerInstructionCounts >&2
fi
driver="$(swift build "${flags[@]}" --show-bin-path)/DependencyContainerInstructionCounts"
[[ -x "$driver" ]] || { echo "engine-files: no driver at $driver" >&2; exit 1; }
# The compiler keeps an object whose code before optimisation is unchanged, so objects built earlier with other
# flags may survive: merged functions (mangled names ending in Tm) mean such objects are in the driver.
if nm "$driver" | grep 'Tm$' >/dev/null; then
    echo "engine-files: $driver has merged functions; remove $scratch and run again" >&2
    exit 1
fi
export SWIFT_DETERMINISTIC_HASHING=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

run() {  # driver case, count -> the callgrind output file's path
    local out="$work/$1.$2.out"
    if ! valgrind --tool=callgrind --dump-instr=no --compress-strings=no --compress-pos=no \
        --callgrind-out-file="$out" "$driver" "$1" "$2" >"$work/log" 2>&1; then
        cat "$work/log" >&2
        echo "engine-files: the driver failed for $1 $2" >&2
        exit 1
    fi
    echo "$out"
}

while read -r label name low high; do
    [[ -z "$label" ]] && continue
    low_out=$(run "$name$suffix" "$low")
    high_out=$(run "$name$suffix" "$high")
    python3 - "$root/Sources/" "$label" "$name$suffix" "$low" "$high" "$low_out" "$high_out" <<'EOF'
import subprocess, sys
sources, label, name, low, high, low_out, high_out = sys.argv[1:]
low, high = int(low), int(high)
own = ("$s19DependencyContainer", "$s16SwiftConcurrency")  # mangled prefixes of these modules' symbols

def demangle(names, *options):
    return subprocess.run(["swift", "demangle", *options], input="\n".join(names), capture_output=True,
                          text=True, check=True).stdout.splitlines()

def self_cost(path):
    """Instructions per source file, as callgrind_annotate reads them: fl=, fi= and fe= each set the file the
    following cost lines belong to; the cost line after calls= is a callee's inclusive cost, not self cost.
    Also, per function of these modules, the instructions given to no file under Sources/."""
    files, unplaced, file, function, call, total = {}, {}, None, None, False, None
    for line in open(path, errors="replace"):
        if line[:3] in ("fl=", "fi=", "fe="):
            file = line[3:].rstrip("\n")
        elif line.startswith("fn="):
            function = line[3:].rstrip("\n")
        elif line.startswith("calls="):
            call = True
        elif line[:1].isdigit():
            if call:
                call = False
                continue
            fields = line.split()
            cost = int(fields[1]) if len(fields) > 1 else 0
            files[file] = files.get(file, 0) + cost
            if function.startswith(own) and not file.startswith(sources):
                unplaced[function] = unplaced.get(function, 0) + cost
        elif line.startswith("summary:"):
            total = int(line.split()[1])
    assert total == sum(files.values()), f"{path}: self costs do not add up to the summary"
    return files, unplaced

def grown(before, after):  # (key, instructions per added resolution) for each key that grew by one or more
    added = high - low
    return sorted((key, (after[key] - before.get(key, 0)) / added) for key in after
                  if after[key] - before.get(key, 0) >= added)

(files_before, unplaced_before), (files_after, unplaced_after) = self_cost(low_out), self_cost(high_out)
files = grown({f: c for f, c in files_before.items() if f.startswith(sources)},
              {f: c for f, c in files_after.items() if f.startswith(sources)})
print(f"{label} ({name}, {low} vs {high} resolutions): {len(files)} files")
for file, per in files:
    print(f"  {per:8.1f}  {file[len(sources) - len('Sources/'):]}")
unplaced = grown(unplaced_before, unplaced_after)
# Less the driver's own code: its extensions of Container carry the module's prefix too.
unplaced = [(mangled, per) for (mangled, per), full in zip(unplaced, demangle(m for m, _ in unplaced))
            if "extension in DependencyContainerInstructionCounts" not in full]
if unplaced:
    names = demangle((m for m, _ in unplaced), "--simplified")
    print("  and in these modules' functions, on no line of a file under Sources/ (code the compiler made):")
    for function, per in sorted((function, per) for (_, per), function in zip(unplaced, names)):
        print(f"  {per:8.1f}  {function[:110]}")
EOF
done <<<"$cases"
