#!/usr/bin/env python3
"""Turns a benchmark JMH export into the ratio tables of BENCHMARKS.md.

usage: report.py RESULTS.jmh.json [comparisons.json]

A table none of whose rows were run (a run of one suite with `--target`) is left out; a table with only some of
its rows is an error.

Every ratio is computed from one run: a row's median (p50) wall-clock time per operation divided by the fastest
baseline's median in the same file. Budgets are reported, never enforced: timing is not a pass/fail test.
"""
import json
import sys
from pathlib import Path


def jmh_name(name: str) -> str:
    # The exporter replaces spaces with underscores in benchmark names.
    return name.replace(" ", "_")


def medians_per_operation(results, operations):
    medians = {}
    for entry in results:
        name = entry["benchmark"].split(".", 3)[-1]
        wall = entry.get("secondaryMetrics", {}).get("Time (wall clock)")
        if wall is None:
            continue
        scale = {"ns": 1.0, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}[wall["scoreUnit"]]
        medians[name] = wall["scorePercentiles"]["50.0"] * scale
    return {name: value / operations for name, value in medians.items()}


def table(spec, results):
    per_op = medians_per_operation(results, spec["operations"])
    names = spec["baselines"] + spec["rows"]
    missing = [n for n in names if jmh_name(n) not in per_op]
    if len(missing) == len(names):
        return None  # a suite that was not run (`--target` runs one suite): its tables are left out
    if missing:
        sys.exit(f"report.py: no results for {missing} (was the whole suite run?)")
    baseline = min(spec["baselines"], key=lambda n: per_op[jmh_name(n)])
    base = per_op[jmh_name(baseline)]
    lines = [f"### {spec['title']}", "", f"Baseline: **{baseline}** ({base:.1f} ns per operation).", "",
             "| benchmark | ns/op (p50) | × baseline | budget |", "|---|---:|---:|---|"]
    for row in spec["rows"]:
        value = per_op[jmh_name(row)]
        ratio = value / base
        budget = spec.get("budgets", {}).get(row)
        verdict = "" if budget is None else f"≤ {budget:g}× — {'met' if ratio <= budget else 'NOT met'}"
        lines.append(f"| {row} | {value:.1f} | {ratio:.2f} | {verdict} |")
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    results = json.loads(Path(sys.argv[1]).read_text())
    spec_path = Path(sys.argv[2]) if len(sys.argv) > 2 else Path(__file__).with_name("comparisons.json")
    spec = json.loads(spec_path.read_text())
    tables = [t for t in (table(spec_table, results) for spec_table in spec["tables"]) if t is not None]
    if not tables:
        sys.exit("report.py: no table has results in this file")
    print("\n".join(tables))


if __name__ == "__main__":
    main()
