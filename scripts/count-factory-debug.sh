#!/usr/bin/env bash
# SPDX-License-Identifier: MPL-2.0
# Counts Factory's instructions per resolution in a debug build, for the debug table of BENCHMARKS.md, the way
# `.ci/instruction-budgets` counts DependencyContainer's: the cases of Benchmarks/FactoryDebugCounts (unique,
# cached `.singleton`, A→B→C graph, each with a filled container), built in debug, run under
# `valgrind --tool=callgrind` 2,001 times and once, the difference divided by 2,000, with
# SWIFT_DETERMINISTIC_HASHING=1. CI cannot fetch Factory, so this is run by hand and gates nothing.
#
# usage: scripts/count-factory-debug.sh <Factory checkout> [work directory]
#   e.g. git clone https://github.com/hmlongco/Factory /tmp/factory && git -C /tmp/factory checkout 3.2.1
#        scripts/count-factory-debug.sh /tmp/factory
# Needs valgrind. The harness package is written to the work directory (a new temporary one by default).
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"
factory="$(cd "${1:?usage: scripts/count-factory-debug.sh <Factory checkout> [work directory]}" && pwd)"
work="${2:-$(mktemp -d)}"
mkdir -p "$work/Sources/FactoryDebugCounts"
cp "$repository"/Benchmarks/FactoryDebugCounts/main.swift "$work/Sources/FactoryDebugCounts/"
# The filled container is DependencyContainer's own filler: its definitions are written in Factory's API, so only
# the import differs.
sed 's/^import DependencyContainer$/import FactoryKit/' \
    "$repository"/Benchmarks/Sources/DependencyContainerInstructionCounts/TableFiller.swift \
    >"$work/Sources/FactoryDebugCounts/TableFiller.swift"
cat >"$work/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "FactoryDebugCounts",
    dependencies: [.package(path: "$factory")],
    targets: [
        .executableTarget(
            name: "FactoryDebugCounts", dependencies: [.product(name: "FactoryKit", package: "$(basename "$factory")")])
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
swift build -c debug --package-path "$work" >&2
driver="$(swift build -c debug --package-path "$work" --show-bin-path)/FactoryDebugCounts"
# As in .ci/instruction-budgets: valgrind 3.19 cannot read clang's DWARF 5; the symbols are all the counts need.
objcopy --strip-debug "$driver" "$work/driver"
export SWIFT_DETERMINISTIC_HASHING=1
total() {  # case, resolutions -> instructions of the whole run
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/driver" "$1" "$2" >/dev/null 2>&1
    awk '/^(summary|totals):/ { print $2; exit }' "$work/out"
}
git -C "$factory" describe --tags 2>/dev/null | sed 's/^/Factory /' || true
for name in unique-table singleton-table graph-table; do
    printf '%-18s %8d\n' "$name" $(( ($(total "$name" 2001) - $(total "$name" 1)) / 2000 ))
done
