#!/usr/bin/env python3
# SPDX-License-Identifier: MPL-2.0
"""Figures have one source: BENCHMARKS.md, generated from recorded runs.

Fails when BENCHMARKS.md is not what `python3 Benchmarks/report.py render` writes, or when the README, a DocC
article or a documentation comment quotes a ratio ("0.99×", "1.2–1.4×") that BENCHMARKS.md does not contain.
"""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RATIO = re.compile(r"(\d+(?:[.,]\d+)?)(?:\s*[–-]\s*(\d+(?:[.,]\d+)?))?\s*×")


def quoted_ratios(path):
    """(line number, ratio text) for each ratio quoted in a Markdown file or in a Swift file's doc comments."""
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if path.suffix == ".swift" and not line.lstrip().startswith("///"):
            continue
        for match in RATIO.finditer(line):
            for value in filter(None, match.groups()):
                yield number, f"{value}×"


def main():
    failures = []
    rendered = subprocess.run([sys.executable, str(ROOT / "Benchmarks/report.py"), "check"],
                              capture_output=True, text=True)
    if rendered.returncode != 0:
        failures.append(rendered.stderr.strip() or rendered.stdout.strip())
    benchmarks = (ROOT / "BENCHMARKS.md").read_text()
    documents = [ROOT / "README.md"] + sorted(ROOT.glob("Sources/**/*.docc/**/*.md")) + sorted(
        ROOT.glob("Sources/**/*.swift"))
    for path in documents:
        for number, ratio in quoted_ratios(path):
            if not re.search(r"(?<![\d.,])" + re.escape(ratio), benchmarks):
                failures.append(f"{path.relative_to(ROOT)}:{number}: quotes {ratio}, which BENCHMARKS.md does not "
                                "contain; quote a figure of BENCHMARKS.md with its run's date, or link to it")
    if failures:
        print("\n".join(failures))
        sys.exit(1)
    print(f"figures: BENCHMARKS.md is generated, and every ratio quoted in {len(documents)} files is in it")


if __name__ == "__main__":
    main()
