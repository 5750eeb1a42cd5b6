#!/usr/bin/env python3
# SPDX-License-Identifier: MPL-2.0
"""Builds BENCHMARKS.md from recorded benchmark runs.

usage:
  report.py tables EXPORT.jmh.json          print the ratio tables of one run (what run.sh shows)
  report.py record EXPORT.jmh.json COMMAND  store each section's medians from that run, dated today (UTC)
  report.py render                          write BENCHMARKS.md from Benchmarks/report/
  report.py check                           fail if BENCHMARKS.md differs from what `render` writes

BENCHMARKS.md has one section per module (SwiftConcurrency, MultiCastDelegate, ...). A section is rendered from
  Benchmarks/report/<Section>.results.json   its run: date, machine, command and each row's median (ns/op)
  Benchmarks/report/<Section>.md             the notes under its tables, which quote figures only through
                                             placeholders: {{ratio: ROW / BASELINE}} and {{ns: ROW}}
and the tables declared in Benchmarks/comparisons.json (a table belongs to the section named before " — " in
its title). Recording a run of some suites replaces only their sections, so every section states the date of
the one run all its figures come from.

Every ratio is a row's median (p50) wall-clock time per operation divided by the fastest baseline's median from
the same run. Budgets are reported, never enforced: timing is not a pass/fail test.
"""
import datetime
import json
import platform
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPORT = HERE / "report"
OUTPUT = HERE.parent / "BENCHMARKS.md"
SECTIONS = ["SwiftConcurrency", "MultiCastDelegate", "Assertions", "DependencyContainer", "ReactiveState"]


def comparisons():
    return json.loads((HERE / "comparisons.json").read_text())["tables"]


def section_of(table):
    return table["title"].split(" \u2014 ")[0]


def jmh_name(name):
    # The exporter replaces spaces with underscores in benchmark names.
    return name.replace(" ", "_")


def medians_from_export(path):
    """Each benchmark's median wall-clock time per operation, in ns, keyed by its name with spaces."""
    operations = {row: t["operations"] for t in comparisons() for row in t["baselines"] + t["rows"]}
    by_jmh = {jmh_name(row): row for row in operations}
    medians = {}
    for entry in json.loads(Path(path).read_text()):
        name = by_jmh.get(entry["benchmark"].split(".", 3)[-1])
        wall = entry.get("secondaryMetrics", {}).get("Time (wall clock)")
        if name is None or wall is None:
            continue
        scale = {"ns": 1.0, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}[wall["scoreUnit"]]
        medians[name] = wall["scorePercentiles"]["50.0"] * scale / operations[name]
    return medians


def ratio_text(value):
    return f"{value:.2f}×"


def table(spec, medians):
    """One comparison table as Markdown; rows the run did not export are shown as such."""
    baselines = [n for n in spec["baselines"] if n in medians]
    if not baselines:
        return f"### {spec['title']}\n\nNo baseline of this table is in the run's export.\n"
    baseline = min(baselines, key=lambda n: medians[n])
    base = medians[baseline]
    lines = [f"### {spec['title']}", "", f"Baseline: **{baseline}** ({base:.1f} ns per operation).", "",
             "| benchmark | ns/op (p50) | × baseline | budget |", "|---|---:|---:|---|"]
    for row in spec["rows"]:
        budget = spec.get("budgets", {}).get(row)
        if row not in medians:
            lines.append(f"| {row} | — | — | not in this run's export (too few iterations) |")
            continue
        ratio = medians[row] / base
        verdict = "" if budget is None else f"≤ {budget:g}× — {'met' if ratio <= budget else 'NOT met'}"
        lines.append(f"| {row} | {medians[row]:.1f} | {ratio_text(ratio)} | {verdict} |")
    return "\n".join(lines) + "\n"


def fill(notes, medians, where):
    """Replaces the figure placeholders of a section's notes with values from its run."""
    def value(name):
        name = name.strip()
        if name not in medians:
            sys.exit(f"report.py: {where} quotes '{name}', which its run did not record")
        return medians[name]

    def replace(match):
        kind, body = match.group(1), match.group(2)
        if kind == "ns":
            return f"{value(body):,.0f} ns" if value(body) >= 100 else f"{value(body):.1f} ns"
        row, baseline = body.rsplit(" / ", 1)
        return ratio_text(value(row) / value(baseline))

    filled = re.sub(r"\{\{(ratio|ns):\s*(.+?)\}\}", replace, notes)
    if "{{" in filled:
        sys.exit(f"report.py: {where} has a placeholder that is neither {{{{ratio: …}}}} nor {{{{ns: …}}}}")
    return filled


def render_section(name):
    run = json.loads((REPORT / f"{name}.results.json").read_text())
    medians = run["medians_ns"]
    parts = [f"## {name}: run of {run['date']}", "",
             f"- Machine: {run['machine']}", f"- Command: `{run['command']}`"]
    if run.get("conditions"):
        parts.append(f"- Conditions: {run['conditions']}")
    parts.append("")
    parts += [table(t, medians) for t in comparisons() if section_of(t) == name]
    notes = REPORT / f"{name}.md"
    if notes.exists():
        parts.append(fill(notes.read_text().strip(), medians, notes.name) + "\n")
    return "\n".join(parts)


def render():
    intro = (REPORT / "intro.md").read_text().strip()
    generated = "<!-- Generated by Benchmarks/report.py from Benchmarks/report/: edit those, then run " \
                "`python3 Benchmarks/report.py render`. -->"
    return "\n".join([intro, "", generated, ""] +
                     [render_section(name) for name in SECTIONS]).rstrip() + "\n"


def machine():
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    swift_line = next((line for line in swift if "Swift version" in line), "Swift (unknown version)")
    return f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, {swift_line.strip()}"


def record(export, command):
    medians = medians_from_export(export)
    recorded = []
    for name in SECTIONS:
        rows = {r for t in comparisons() if section_of(t) == name for r in t["baselines"] + t["rows"]}
        found = {r: round(v, 2) for r, v in medians.items() if r in rows}
        if not found:
            continue  # a suite this run did not include keeps its earlier section
        load = os.getloadavg()[0]
        run = {"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"),
               "machine": machine(), "command": command,
               "conditions": f"load average {load:.1f} when the run ended (the machine may be shared)",
               "medians_ns": dict(sorted(found.items()))}
        (REPORT / f"{name}.results.json").write_text(json.dumps(run, indent=2, ensure_ascii=False) + "\n")
        recorded.append(name)
    if not recorded:
        sys.exit("report.py: the export has no row of any section")
    print("recorded: " + ", ".join(recorded))


def main():
    args = sys.argv[1:]
    if args[:1] == ["tables"] and len(args) == 2:
        medians = medians_from_export(args[1])
        names = set(medians)
        chosen = [t for t in comparisons() if names & set(t["baselines"] + t["rows"])]
        print("\n".join(table(t, medians) for t in chosen))
    elif args[:1] == ["record"] and len(args) == 3:
        record(args[1], args[2])
    elif args == ["render"]:
        OUTPUT.write_text(render())
    elif args == ["check"]:
        if OUTPUT.read_text() != render():
            sys.exit("BENCHMARKS.md is not what `python3 Benchmarks/report.py render` writes from "
                     "Benchmarks/report/: edit the notes or results there and render it again.")
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
