#!/usr/bin/env python3
# SPDX-License-Identifier: MPL-2.0
"""Checks that DependencyContainer's engine map (Sources/DependencyContainer/Internal/README.md) names only what
exists. No build: it reads the map, the sources and git. It fails when

- a path the map names in backticks (`Dir/File.swift`, `Dir/`, `scripts/x.sh`) exists neither under
  Sources/DependencyContainer, nor under Sources/DependencyContainer/Internal, nor under the repository's root
  (a bare `File.swift` may sit anywhere under Sources/);
- a symbol the map names in backticks is declared nowhere in Sources/DependencyContainer (nor in
  Sources/SwiftConcurrency, whose locks the engine uses, nor, for the tests it names, in
  Tests/DependencyContainerTests): `Type` (an identifier starting with a capital), `Type.member`,
  `name(labels:)` or `Type.member(labels:)`. A member must be declared in a file that declares or extends its
  type; a `(labels:)` list must match the labels of such a declaration (`Type(labels:)`: of an initializer);
  `(…)` and `()` check the name only. Names of the map's own Swift example and of the standard library,
  Foundation and swift-atomics are skipped;
- the file counts the map states differ from its record line (`<!-- engine-files: commit=… label=N … -->`,
  written by scripts/record-engine-files.sh), or the recorded commit is not an ancestor of HEAD.

usage: python3 scripts/check-engine-map.py [map]   (the map's path, for trying the check on a copy)
"""
import pathlib, re, subprocess, sys

root = pathlib.Path(__file__).resolve().parent.parent
module = root / "Sources/DependencyContainer"
map_path = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else module / "Internal/README.md"
text = map_path.read_text()
problems = []

# The Swift example's own names (`Service`, `service`) are the reader's code, not the engine's.
example = " ".join(re.findall(r"```swift\n(.*?)```", text, re.S))
example_names = set(re.findall(r"\b(?:var|let|class|struct|func)\s+(\w+)", example)) | {"Service"}
prose = re.sub(r"```.*?```", "", text, flags=re.S)
spans = re.findall(r"`([^`\n]+)`", prose)

# --- Paths -------------------------------------------------------------------------------------------------
path_like = re.compile(r"^[\w.+-]+(/[\w.+-]+)*(/|\.(swift|sh|py|md|txt))$")
bases = [module, module / "Internal", root]
checked = {"paths": 0, "symbols": 0}
for span in sorted(set(spans)):
    if not path_like.match(span) or span.startswith("."):
        continue
    checked["paths"] += 1
    if "/" not in span:  # a bare file name: anywhere under Sources/
        if not list((root / "Sources").rglob(span)):
            problems.append(f"path `{span}` names no file under Sources/")
    elif not any((base / span).exists() for base in bases):
        problems.append(f"path `{span}` exists neither under {module.relative_to(root)}, its Internal/, nor the repo")

# --- Symbols -------------------------------------------------------------------------------------------------
# Tests/DependencyContainerTests too, for the tests the map names (`EngineInternalsTests.factoryValueSize`).
# Comments are dropped: only declarations count, not comments that mention a name.
files = [re.sub(r"//[^\n]*", "", p.read_text()) for d in ("Sources/DependencyContainer", "Sources/SwiftConcurrency",
         "Tests/DependencyContainerTests") for p in sorted((root / d).rglob("*.swift"))]
kinds = r"struct|class|enum|protocol|actor|typealias|associatedtype|func|var|let|case"


def declared(name, texts):
    """Whether some text declares `name` (`case a, name`, `static func name` and `var name:` included)."""
    if name == "init":
        return any(re.search(r"\binit[?!]?\s*[<(]", t) for t in texts)
    pattern = re.compile(rf"\b(?:{kinds})\s+(?:[\w\s,]*?,\s*)?`?{re.escape(name)}`?\b")
    return any(pattern.search(t) for t in texts)


def owner_files(owner):
    """The files that declare or extend the type `owner` (a nested type's members sit in its outer type's file)."""
    pattern = re.compile(rf"\b(?:struct|class|enum|protocol|actor|extension)\s+(?:\w+\.)*{re.escape(owner)}\b")
    return [t for t in files if pattern.search(t)]


def label_lists(name, texts):
    """The argument labels of every declaration `func name(…)` (or `init(…)`) in texts, as 'a:b:_:' strings."""
    head = r"\binit[?!]?\s*(?:<[^>]*>)?\s*" if name == "init" else rf"\bfunc\s+{re.escape(name)}\s*(?:<[^>]*>)?\s*"
    found = []
    for text in texts:
        for match in re.finditer(head + r"\(", text):
            depth, i = 1, match.end()
            while depth and i < len(text):  # the balanced parameter list
                depth += {"(": 1, ")": -1}.get(text[i], 0)
                i += 1
            params, level, part, prev = [], 0, "", ""
            for ch in text[match.end():i - 1]:  # split at top-level commas
                if ch in "([<" or (ch in ")]>" and prev != "-"):  # `->` closes nothing
                    level += 1 if ch in "([<" else -1
                prev = ch
                if ch == "," and level == 0:
                    params.append(part)
                    part = ""
                else:
                    part += ch
            params = [p for p in params + [part] if p.strip()]
            found.append("".join(p.split(":")[0].split()[0] + ":" for p in params))
    return found


symbol = re.compile(r"^(?:(_?[A-Z]\w*)\.)*(_?[A-Za-z]\w*)(\((?:\w+:)*\)|\(…\))?$")
# Names of the standard library, Foundation and swift-atomics that the map may name.
external = {"NSRecursiveLock", "UnsafeAtomic", "Sendable", "Bool", "Int", "UInt", "Double", "String", "Void",
            "Hasher", "Optional", "AnyHashable", "Never"}
for span in sorted(set(spans)):
    m = symbol.match(span)
    if not m or path_like.match(span):
        continue
    parts = re.findall(r"\w+", span.split("(")[0])
    call = m.group(3)
    # A lone lower-case word is prose (`nil`, `true`, `trace`) unless it is written as a call.
    if len(parts) == 1 and parts[0][0].islower() and not call or parts[0] in example_names:
        continue
    if parts[0] in external:
        continue
    checked["symbols"] += 1
    # `A.B.c`: A is declared somewhere, each later name in a file that declares or extends the name before it.
    for owner, name in zip([None] + parts, parts):
        texts = files if owner is None else owner_files(owner)
        if not declared(name, texts):
            where = "in Sources/DependencyContainer" if owner is None else f"where `{owner}` is declared or extended"
            problems.append(f"symbol `{span}`: `{name}` is declared nowhere {where}")
            break
    else:
        if call and call not in ("(…)", "()"):
            # `Type(labels:)` is an initializer of the type, looked for where the type is declared or extended.
            is_type = name.lstrip("_")[:1].isupper()
            callee, texts = ("init", owner_files(name)) if is_type else (name, texts)
            if call[1:-1] not in label_lists(callee, texts):
                problems.append(f"symbol `{span}`: no declaration of `{name}` takes the labels {call}")

# --- File counts ---------------------------------------------------------------------------------------------
record = re.search(r"<!-- engine-files: commit=([0-9a-f]{7,40})((?: [\w-]+=\d+)+) -->", text)
if not record:
    problems.append("no record line `<!-- engine-files: commit=… singleton-hit=N … -->`: "
                    "run scripts/record-engine-files.sh")
else:
    commit, recorded = record.group(1), dict(kv.split("=") for kv in record.group(2).split())
    if subprocess.run(["git", "-C", str(root), "merge-base", "--is-ancestor", commit, "HEAD"],
                      stderr=subprocess.DEVNULL).returncode != 0:
        problems.append(f"the recorded commit {commit} is not an ancestor of HEAD")
    if f"measured at commit {commit[:9]}" not in " ".join(text.split()):  # across a line break too
        problems.append(f"the prose does not say `measured at commit {commit[:9]}`")
    # Prose states each count as "… (`label`) …: N files" (the graph: "(`graph`) …: the same N").
    stated = dict(re.findall(r"\(`([\w-]+)`\)[^:\n]*: (?:the same )?(\d+)", prose))
    for label, count in recorded.items():
        if stated.get(label) != count:
            problems.append(f"the map states {stated.get(label)} files for `{label}`, the record {count}")

for problem in problems:
    print(f"{map_path}: {problem}")
summary = f"{checked['paths']} paths, {checked['symbols']} symbols and the file counts checked"
print(f"check-engine-map: {len(problems)} problem(s); {summary}" if problems else f"check-engine-map: ok; {summary}")
sys.exit(1 if problems else 0)
