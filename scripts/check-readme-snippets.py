#!/usr/bin/env python3
# SPDX-License-Identifier: MPL-2.0
"""Compiles every ```swift block of README.md, and the complete code of every module's DocC "Getting Started"
article, against this package, twice: as plain Swift 6, and with default main-actor isolation as in an Xcode 26
app target. Says which block fails, and in which mode.

    python3 scripts/check-readme-snippets.py [README.md]

It writes a throwaway package, .build/readme-snippets/MyApp, that depends on this checkout by path, and builds
it with warnings allowed (`swift build --build-tests`):

- The README block whose first code line is `dependencies: [` is the install snippet: it becomes the body of
  MyApp's own Package.swift (`Package(name: "MyApp", <block>)`), so its `.package(path: "../UtilityKit")`,
  product names and targets are checked by SwiftPM itself. ../UtilityKit is a link to this checkout.
- Every other README block becomes one target named after the README line where it starts (ReadmeLine57),
  linking every library: an executable whose main.swift is the block, or a test target when the block declares
  `@Test` or `@Suite`.
- The swift blocks of Sources/<Module>/<Module>.docc/GettingStarted.md (for the modules in GETTING_STARTED) are
  steps of one walkthrough, so they become one target per article (GettingStartedCoordinator): the blocks in order, after `import Foundation` and
  `import <Module>`. A block that is only `.product(...)` lines is a manifest fragment: its product names must
  exist, and it is not compiled.
- Each of those targets is built a second time, as <name>MainActor, with `-default-isolation MainActor`
  (SwiftPM 6.2's `.defaultIsolation(MainActor.self)`).
- Names a block takes as the reader's own (an app's HTTP client, a label) come from
  scripts/readme-snippets/<Module>.swift, added to the target of each README block that imports <Module>, and
  from scripts/readme-snippets/GettingStarted<Module>.swift for that module's article (or, where there is none,
  from the README's scripts/readme-snippets/<Module>.swift); for another DocC article's Apple-only blocks, from
  scripts/readme-snippets/<Article>.swift.
- A block that is deliberately partial opts out with a line containing `// snippet: partial`. A block that needs
  an Apple-only framework (SwiftUI, UIKit) says `// snippet: apple`: Linux skips it, the Apple SDK check below
  compiles it.

Exits 1 and prints `<file>:<line>: error: ... (<mode>)` for each failure.

    python3 scripts/check-readme-snippets.py --apple-sdk <folder of our modules built for iOS>

is the Apple SDK check's part (`.ci/apple-sdk-check`, which builds those modules): the same README blocks and Getting
Started code, the `// snippet: apple` blocks of README.md and of every DocC article, type-checked as app code
against Apple's real iOS SDK ($APPLE_SDK_ROOT), as written and with default main-actor isolation. Blocks that
declare tests are left out (the SDK has no Swift Testing). It also checks that the install snippet declares
platforms no lower than Package.swift's: SwiftPM on a Mac refuses an app whose deployment target is below its
dependencies', and its defaults (iOS 12, macOS 10.13) are.
"""

import concurrent.futures
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
WORK = os.path.join(ROOT, ".build", "readme-snippets")
APP = os.path.join(WORK, "MyApp")
PRELUDES = os.path.join(ROOT, "scripts", "readme-snippets")
OPT_OUT = "// snippet: partial"
APPLE_ONLY = "// snippet: apple"
# The modules whose Getting Started article is complete code (partial blocks opted out, with a prelude for the
# reader's own names); add a module here once its article compiles.
GETTING_STARTED = ["Assertions", "Coordinator", "DependencyContainer", "DependencyResolver", "MultiCastDelegate", "ReactiveState", "SwiftConcurrency"]
MAIN_ACTOR_SUFFIX = "MainActor"
MAIN_ACTOR_FLAGS = '.unsafeFlags(["-default-isolation", "MainActor"])'


class Block:
    def __init__(self, fence_line, lines):
        self.fence_line = fence_line  # the line of the opening ``` (1-based); code starts on the next line
        self.lines = lines
        self.name = f"ReadmeLine{fence_line + 1}"

    @property
    def code(self):
        return "\n".join(self.lines) + "\n"

    @property
    def imports(self):
        return [m.group(1) for m in (re.match(r"\s*import\s+(\w+)", line) for line in self.lines) if m]

    @property
    def is_manifest(self):
        code = [line for line in self.lines if line.strip() and not line.strip().startswith("//")]
        return bool(code) and code[0].strip().startswith(("platforms:", "dependencies:"))

    @property
    def product_fragment(self):
        """The product names of a block made only of `.product(name: "X", package: ...)` lines, else None."""
        code = [line.strip() for line in self.lines if line.strip() and not line.strip().startswith("//")]
        names = [re.match(r'\.product\(\s*name:\s*"([^"]+)"', line) for line in code]
        return [m.group(1) for m in names] if code and all(names) else None

    @property
    def is_test(self):
        return any(re.search(r"@(Test|Suite)\b", line) for line in self.lines)

    @property
    def opted_out(self):
        return any(OPT_OUT in line for line in self.lines)

    @property
    def apple_only(self):
        return any(APPLE_ONLY in line for line in self.lines)


def swift_blocks(readme):
    blocks, current, fence_line = [], None, 0
    for number, line in enumerate(open(readme, encoding="utf-8").read().splitlines(), start=1):
        if current is None:
            if re.match(r"^```swift\s*$", line):
                current, fence_line = [], number
        elif line.startswith("```"):
            blocks.append(Block(fence_line, current))
            current = None
        else:
            current.append(line)
    if current is not None:
        raise SystemExit(f"{readme}:{fence_line}: error: the swift block starting here is never closed")
    return blocks


def write(path, text):
    """Writes only when the text changed, so that rebuilding stays incremental."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path) and open(path, encoding="utf-8").read() == text:
        return
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


class Unit:
    """One compiled target: a README block, or the complete blocks of a Getting Started article.

    A README block is the whole target: main.swift, or a test target's source. An article is one executable: its
    blocks in order in main.swift, except the blocks that declare tests, which go to WalkthroughTests.swift.
    """

    def __init__(self, name, doc, blocks, header, preludes, single=False):
        self.name, self.doc, self.blocks, self.preludes = name, doc, blocks, preludes
        self.is_test = single and blocks[0].is_test
        if single:
            groups = {f"{name}.swift" if self.is_test else "main.swift": blocks}
        else:
            groups = {"main.swift": [b for b in blocks if not b.is_test]}
            tests = [b for b in blocks if b.is_test]
            if tests:
                groups["WalkthroughTests.swift"] = tests
        self.files = {}  # file name -> (code, the doc line of each generated line)
        for file_name, group in groups.items():
            lines = list(header) + (["import Testing"] if file_name == "WalkthroughTests.swift" else [])
            origins = [None] * len(lines)
            for block in group:
                for offset, line in enumerate(block.lines, start=1):
                    lines.append(line)
                    origins.append(block.fence_line + offset)
            self.files[file_name] = ("\n".join(lines) + "\n", origins)

    def doc_line(self, file_name, line):
        """The line of `doc` that line `line` (1-based) of the generated `file_name` came from."""
        origins = self.files.get(file_name, ("", []))[1]
        return origins[line - 1] if 0 < line <= len(origins) else None


def library_products():
    manifest = open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read()
    return re.findall(r'\.library\(\s*name:\s*"([^"]+)"', manifest)


def manifest_text(manifest_block, units):
    products = ", ".join(f'.product(name: "{p}", package: "UtilityKit")' for p in library_products())
    if manifest_block:
        body = manifest_block.code
    else:
        body = 'dependencies: [.package(path: "../UtilityKit")],\ntargets: []\n'
    targets = []
    for unit in units:
        kind = "testTarget" if unit.is_test else "executableTarget"
        for suffix, settings in (("", ""), (MAIN_ACTOR_SUFFIX, f", swiftSettings: [{MAIN_ACTOR_FLAGS}]")):
            name = unit.name + suffix
            targets.append(
                f'    .{kind}(name: "{name}", dependencies: [{products}], path: "ReadmeBlocks/{name}"{settings}),'
            )
    return (
        "// swift-tools-version: 6.1\n"
        "// Generated by scripts/check-readme-snippets.py from README.md and the Getting Started articles; do not edit.\n"
        "import PackageDescription\n\n"
        'let package = Package(\n    name: "MyApp",\n' + body + ")\n\n"
        "// One target per README code block and per Getting Started article, each built as written and with default\n"
        "// main-actor isolation.\n"
        "package.targets += [\n" + "\n".join(targets) + "\n]\n"
    )


def lay_out(manifest_block, units):
    os.makedirs(WORK, exist_ok=True)
    link = os.path.join(WORK, "UtilityKit")
    if not os.path.islink(link):
        os.symlink(ROOT, link)
    write(os.path.join(APP, "Package.swift"), manifest_text(manifest_block, units))
    # The install snippet's own targets need a source file each.
    if manifest_block:
        for kind, name in re.findall(r'\.(target|testTarget|executableTarget)\(\s*name:\s*"([^"]+)"', manifest_block.code):
            folder = "Tests" if kind == "testTarget" else "Sources"
            write(os.path.join(APP, folder, name, f"{name}.swift"), "// Generated: a target of the README's install snippet.\n")
    wanted = {unit.name + suffix for unit in units for suffix in ("", MAIN_ACTOR_SUFFIX)}
    snippets = os.path.join(APP, "ReadmeBlocks")
    for stale in set(os.listdir(snippets) if os.path.isdir(snippets) else []) - wanted:
        subprocess.run(["rm", "-rf", os.path.join(snippets, stale)], check=True)
    for unit in units:
        for suffix in ("", MAIN_ACTOR_SUFFIX):
            name = unit.name + suffix
            folder = os.path.join(snippets, name)
            expected = set(unit.files)
            for file_name, (code, _) in unit.files.items():
                write(os.path.join(folder, file_name), code)
            for prelude_name, prelude in unit.preludes:
                expected.add(prelude_name)
                write(os.path.join(folder, prelude_name), open(prelude, encoding="utf-8").read())
            for stale in [f for f in os.listdir(folder) if f not in expected]:
                os.remove(os.path.join(folder, stale))


def report(output, units, manifest):
    by_name = {}
    for unit in units:
        by_name[unit.name] = (unit, "as written")
        by_name[unit.name + MAIN_ACTOR_SUFFIX] = (unit, "with default main-actor isolation")
    failed, reported, seen = set(), 0, set()
    pattern = re.compile(r"^(\S+?):(\d+):(\d+): error: (.*)$")
    for line in output.splitlines():
        match = pattern.match(line)
        if not match or line in seen:
            continue
        seen.add(line)
        path, number, column, message = match.groups()
        parts = path.split(os.sep)
        folder = next((f for f in ("ReadmeBlocks", "apple-snippets") if f in parts[:-1]), None)
        if folder:
            found = by_name.get(parts[parts.index(folder) + 1])
            if found and not os.path.basename(path).startswith("Prelude"):
                unit, mode = found
                doc_line = unit.doc_line(os.path.basename(path), int(number))
                if doc_line is None:
                    print(f"{unit.doc}: error: {message} ({mode}, in the generated header of {unit.name})")
                else:
                    print(f"{unit.doc}:{doc_line}:{column}: error: {message} ({mode})")
                    failed.add((unit.doc, next(b.fence_line for b in reversed(unit.blocks) if b.fence_line < doc_line), mode))
                reported += 1
                continue
        if path.endswith("Package.swift") and APP in path:
            print(f"README.md: error: the install snippet (line {manifest.fence_line if manifest else '?'}) "
                  f"does not make a valid Package.swift: {message}")
            reported += 1
            continue
        print(f"{path}:{number}:{column}: error: {message}")
        reported += 1
    if not reported:
        print(output[-4000:])
    for doc, fence, mode in sorted(failed):
        print(f"{doc}:{fence}: the swift block starting here does not compile {mode}")


def compiled_here(block, apple):
    """Whether this check compiles `block`: on Linux every complete block but the Apple-only ones; against the Apple
    SDK every complete block, Apple-only ones included, but those declaring tests (the SDK has no Swift Testing)."""
    if block.opted_out:
        return False
    return not block.is_test if apple else not block.apple_only


def getting_started_units(products, apple=False):
    """One unit per module's Getting Started article, and the errors of its manifest fragments."""
    units, errors = [], []
    for module in GETTING_STARTED:
        article = os.path.join(ROOT, "Sources", module, f"{module}.docc", "GettingStarted.md")
        doc = os.path.relpath(article, ROOT)
        complete = []
        for block in swift_blocks(article):
            fragment = block.product_fragment
            if fragment is not None:
                errors += [f"{doc}:{block.fence_line + 1}: error: no library product named {name!r} in Package.swift"
                           for name in fragment if name not in products]
            elif compiled_here(block, apple):
                complete.append(block)
        if not complete:
            continue
        # The article's own names, or else the README's for the same module.
        prelude = os.path.join(PRELUDES, f"GettingStarted{module}.swift")
        if not os.path.exists(prelude):
            prelude = os.path.join(PRELUDES, f"{module}.swift")
        preludes = [(f"Prelude{module}.swift", prelude)] if os.path.exists(prelude) else []
        header = ["import Foundation", f"import {module}"]
        units.append(Unit(f"GettingStarted{module}", doc, complete, header, preludes))
    return units, errors


def main():
    readme = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "README.md")
    readme_name = os.path.relpath(readme, ROOT)
    blocks = swift_blocks(readme)
    manifests = [b for b in blocks if b.is_manifest and not b.opted_out]
    if len(manifests) > 1:
        raise SystemExit(f"{readme_name}:{manifests[1].fence_line}: error: more than one install snippet")
    manifest = manifests[0] if manifests else None
    skipped = [b for b in blocks if not compiled_here(b, apple=False)]
    units = []
    for block in blocks:
        if not compiled_here(block, apple=False) or block.is_manifest:
            continue
        preludes = [(f"Prelude{module}.swift", os.path.join(PRELUDES, f"{module}.swift")) for module in block.imports
                    if os.path.exists(os.path.join(PRELUDES, f"{module}.swift"))]
        units.append(Unit(block.name, readme_name, [block], [], preludes, single=True))
    readme_count = len(units)
    articles, fragment_errors = getting_started_units(set(library_products()))
    units += articles
    for error in fragment_errors:
        print(error)
    lay_out(manifest, units)
    print(f"Compiling {readme_count} swift block(s) of {readme_name}"
          + (f" and the install snippet (line {manifest.fence_line})" if manifest else "")
          + (f"; skipped as partial: lines {', '.join(str(b.fence_line) for b in skipped)}" if skipped else ""))
    print(f"Compiling the Getting Started articles of {', '.join(u.doc.split(os.sep)[1] for u in articles)}")
    print("Each twice: as written, and with default main-actor isolation")
    build = subprocess.run(
        ["swift", "build", "--build-tests", "--package-path", APP],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={k: v for k, v in os.environ.items() if k != "UTILITYKIT_WARNINGS_AS_ERRORS"},  # warnings allowed
    )
    if build.returncode != 0 or fragment_errors:
        report(build.stdout, units, manifest)
        print(f"README snippets: FAILED (full output: swift build --build-tests --package-path {os.path.relpath(APP, ROOT)})")
        return 1
    for unit in units:
        where = f"{unit.doc}:{unit.blocks[0].fence_line}" if len(unit.blocks) == 1 else f"{unit.doc} ({len(unit.blocks)} blocks)"
        print(f"  {where}: compiles both ways ({unit.name})")
    print("README snippets: every swift block compiles, as written and with default main-actor isolation")
    return 0


PLATFORM = re.compile(r"\.(iOS|macOS)\(\s*\.v(\d+)(?:_(\d+))?\s*\)")


def declared_platforms(text):
    """{"iOS": (14, 0), "macOS": (10, 15)} from `.iOS(.v14)`-style platform lines."""
    return {name: (int(major), int(minor or 0)) for name, major, minor in PLATFORM.findall(text)}


def check_install_platforms(readme_name, manifest):
    """The errors of an install snippet whose platforms are missing or below the package's own."""
    ours = declared_platforms(open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read())
    theirs = declared_platforms(manifest.code) if manifest else {}
    errors = []
    for name, minimum in sorted(ours.items()):
        if name not in theirs or theirs[name] < minimum:
            found = ".".join(map(str, theirs[name])) if name in theirs else "none"
            errors.append(f"{readme_name}:{manifest.fence_line + 1 if manifest else 0}: error: the install snippet "
                          f"must declare {name} {'.'.join(map(str, minimum))} or later (it declares {found}): SwiftPM "
                          "refuses an app whose deployment target is below its dependencies'")
    return errors


def apple_units(readme, readme_name):
    """The README's blocks, the Getting Started articles and every DocC article's Apple-only blocks, as units."""
    units = []
    for block in swift_blocks(readme):
        if compiled_here(block, apple=True) and not block.is_manifest:
            preludes = [(f"Prelude{m}.swift", os.path.join(PRELUDES, f"{m}.swift")) for m in block.imports
                        if os.path.exists(os.path.join(PRELUDES, f"{m}.swift"))]
            units.append(Unit(block.name, readme_name, [block], [], preludes, single=True))
    articles, errors = getting_started_units(set(library_products()), apple=True)
    units += articles
    for article in sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "*.md"))):
        if os.path.basename(article) == "GettingStarted.md":
            continue
        doc = os.path.relpath(article, ROOT)
        for block in swift_blocks(article):
            if block.apple_only and compiled_here(block, apple=True):
                article_name = os.path.splitext(os.path.basename(article))[0]
                module = doc.split(os.sep)[1]
                # The article's own names (scripts/readme-snippets/<Article>.swift), after its module's import.
                prelude = os.path.join(PRELUDES, f"{article_name}.swift")
                preludes = [(f"Prelude{article_name}.swift", prelude)] if os.path.exists(prelude) else []
                units.append(Unit(f"{article_name}Line{block.fence_line + 1}", doc, [block],
                                  ["import Foundation", f"import {module}"], preludes))
    return units, errors


def apple_main(readme, modules):
    """Type-checks the documentation's app code against Apple's real iOS SDK; see the module's docstring."""
    sdk_root = os.environ.get("APPLE_SDK_ROOT", os.path.expanduser("~/.cache/apple-sdk"))
    readme_name = os.path.relpath(readme, ROOT)
    blocks = swift_blocks(readme)
    manifest = next((b for b in blocks if b.is_manifest and not b.opted_out), None)
    units, errors = apple_units(readme, readme_name)
    errors += check_install_platforms(readme_name, manifest)
    work = os.path.join(ROOT, ".build", "apple-snippets")
    flags = ["-typecheck", "-target", "arm64-apple-ios17.0", "-sdk", os.path.join(sdk_root, "iPhoneOS17.0.sdk"),
             "-resource-dir", os.path.join(sdk_root, "rdir"), "-module-cache-path", os.path.join(work, "module-cache"),
             "-I", os.path.abspath(modules), "-swift-version", "6",
             "-Xcc", "-I" + os.path.join(ROOT, ".build", "checkouts", "swift-atomics", "Sources", "_AtomicsShims", "include")]
    jobs = []
    for unit in units:
        for suffix, extra in (("", []), (MAIN_ACTOR_SUFFIX, ["-default-isolation", "MainActor"])):
            folder = os.path.join(work, unit.name + suffix)
            subprocess.run(["rm", "-rf", folder], check=True)
            files = []
            for file_name, (code, _) in unit.files.items():
                write(os.path.join(folder, file_name), code)
                files.append(os.path.join(folder, file_name))
            for prelude_name, prelude in unit.preludes:
                write(os.path.join(folder, prelude_name), open(prelude, encoding="utf-8").read())
                files.append(os.path.join(folder, prelude_name))
            command = ["swiftc"] + flags + extra + ["-module-name", unit.name + suffix] + files
            jobs.append((unit, suffix, command))
    print(f"Type-checking {len(units)} unit(s) of app code against the iOS 17.0 SDK, each as written and with default "
          "main-actor isolation")
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda job: subprocess.run(job[2], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                                           text=True), jobs))
    artifacts = 0
    for (unit, suffix, _), result in zip(jobs, results):
        # As on Linux, warnings in app code are allowed. The 5.9-era SDK's Optional and other generics require
        # Copyable: an error saying a noncopyable type is not Copyable is the SDK's age, not the code's.
        errors = [line for line in result.stdout.splitlines() if ": error: " in line]
        age = [line for line in errors if "does not conform to protocol 'Copyable'" in line]
        artifacts += len(age)
        if result.returncode == 0 or (age and len(age) == len(errors)):
            continue
        failed += 1
        mode = "as written" if not suffix else "with default main-actor isolation"
        report("\n".join(line for line in result.stdout.splitlines() if line not in age), [unit], None)
        print(f"  {unit.doc} ({unit.name}): does not type-check for iOS {mode}")
    for error in errors:
        print(error)
    if failed or errors:
        print(f"Apple SDK snippets: FAILED ({failed} of {len(jobs)} compiles, {len(errors)} other error(s))")
        return 1
    for unit in units:
        where = f"{unit.doc}:{unit.blocks[0].fence_line}" if len(unit.blocks) == 1 else f"{unit.doc} ({len(unit.blocks)} blocks)"
        print(f"  {where}: type-checks for iOS both ways ({unit.name})")
    if artifacts:
        print(f"  ({artifacts} error(s) saying a noncopyable type is not Copyable: the SDK's age, not counted)")
    print(f"Apple SDK snippets: {len(units)} unit(s) type-check against the iOS SDK, as written and with default "
          "main-actor isolation; the install snippet's platforms match the package's")
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--apple-sdk":
        sys.exit(apple_main(os.path.join(ROOT, "README.md"), sys.argv[2]))
    sys.exit(main())
