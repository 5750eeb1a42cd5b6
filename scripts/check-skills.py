#!/usr/bin/env python3
# SPDX-License-Identifier: MPL-2.0
"""Checks the coding-assistant plugin (.claude-plugin/marketplace.json and the plugins it lists) like code.

    python3 scripts/check-skills.py

1. The manifests: marketplace.json and each plugin's .claude-plugin/plugin.json are valid JSON with the fields
   Claude Code and Xcode read; every path they name exists; plugin and skill names are unique; each skill's
   SKILL.md starts with front matter whose `name` is its folder's name (at most 64 characters: lowercase letters,
   digits, single hyphens) and whose `description` is at most 1,024 characters, the lengths of the Agent Skills
   format these assistants read; every relative link in a skill names a file that exists; no file names a path
   of one machine; each library product in Package.swift is imported by at least one compiled block; and the
   README lists every skill.
2. Every ```swift block of every skill (SKILL.md and the reference files beside it) compiles as app code,
   as written and with default main-actor isolation (`-default-isolation MainActor`, as in an Xcode 26 app
   target), with warnings counted as failures. The blocks of one Markdown file form one module, one source
   file per block, so a file's blocks may use each other's types; each file is compiled in one `swiftc`
   invocation per mode, against the modules of this checkout's debug build (`swift build` first).
   - A block that imports SwiftUI, UIKit, AppKit, Combine or os is Apple-only: skipped here, type-checked by
     the `--apple-sdk` form below.
   - A block whose fence reads ```` ```swift fails: <message> ```` shows code never to write. It is compiled
     with the rest of its file and must fail, in both modes, with an error in that block containing
     <message>; ```` ```swift fails-main-actor: <message> ```` must fail that way with default main-actor
     isolation, and compile as written.
   - A block whose first line is `// swift-tools-version:` is a package manifest: SwiftPM must read it, with
     `../UtilityKit` resolving to this checkout, and every product it names must exist.

    python3 scripts/check-skills.py --apple-sdk <folder of our modules built for iOS>

is the Apple SDK check's part (`.ci/apple-sdk-check`): every block but the test-declaring and failing ones,
type-checked against Apple's real iOS SDK ($APPLE_SDK_ROOT), as written and with default main-actor isolation.

Exits 1 and prints `<file>:<line>: error: ...` for each problem.
"""

import concurrent.futures
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
MARKETPLACE = os.path.join(ROOT, ".claude-plugin", "marketplace.json")
WORK = os.path.join(ROOT, ".build", "skill-snippets")
APPLE_ONLY_IMPORTS = {"SwiftUI", "UIKit", "AppKit", "Combine", "os", "Observation"}
NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
NAME_LIMIT, DESCRIPTION_LIMIT = 64, 1024
# Paths that exist on one machine only: a skill must read the same everywhere.
MACHINE_PATH = re.compile(r"(/Users/|/home/|/root/|/tmp/|/private/var/|[A-Z]:\\\\|~/\.|\.build/|DerivedData)")
MODES = (("as written", []), ("with default main-actor isolation", ["-default-isolation", "MainActor"]))


def rel(path):
    return os.path.relpath(path, ROOT)


class Block:
    def __init__(self, doc, fence_line, info, lines):
        self.doc, self.fence_line, self.lines = doc, fence_line, lines
        self.fails, self.fails_only_main_actor = None, False
        match = re.match(r"^(fails|fails-main-actor):\s*(.+)$", info)
        if match:
            self.fails, self.fails_only_main_actor = match.group(2).strip(), match.group(1) == "fails-main-actor"
        elif info:
            raise ValueError(f"{rel(doc)}:{fence_line}: error: unknown fence info {info!r} (fails: or "
                             "fails-main-actor: <message>)")

    @property
    def code(self):
        return "\n".join(self.lines) + "\n"

    @property
    def imports(self):
        return [m.group(1) for m in (re.match(r"\s*(?:@\w+\s+)*import\s+(\w+)", line) for line in self.lines) if m]

    @property
    def is_manifest(self):
        return bool(self.lines) and self.lines[0].startswith("// swift-tools-version:")

    @property
    def apple_only(self):
        return any(name in APPLE_ONLY_IMPORTS for name in self.imports)

    @property
    def is_test(self):
        return "Testing" in self.imports

    @property
    def file_name(self):
        stem = re.sub(r"\W", "", os.path.splitext(os.path.basename(self.doc))[0])
        return f"{stem}Line{self.fence_line + 1}.swift"


def swift_blocks(doc):
    blocks, current, fence_line, info = [], None, 0, ""
    for number, line in enumerate(open(doc, encoding="utf-8").read().splitlines(), start=1):
        if current is None:
            match = re.match(r"^```swift(?:\s+(.*?))?\s*$", line)
            if match:
                current, fence_line, info = [], number, match.group(1) or ""
        elif line.startswith("```"):
            blocks.append(Block(doc, fence_line, info, current))
            current = None
        else:
            current.append(line)
    if current is not None:
        raise ValueError(f"{rel(doc)}:{fence_line}: error: the swift block starting here is never closed")
    return blocks


def front_matter(path):
    """The `key: value` pairs between the opening and closing `---` lines, or None when there are none."""
    lines = open(path, encoding="utf-8").read().splitlines()
    if not lines or lines[0].strip() != "---":
        return None
    fields = {}
    for line in lines[1:]:
        if line.strip() == "---":
            return fields
        match = re.match(r"^([A-Za-z][\w-]*):\s*(.*)$", line)
        if match:
            value = match.group(2).strip()
            if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
                value = value[1:-1]
            fields[match.group(1)] = value
        elif line.strip() and not line.startswith((" ", "\t")):
            return None
    return None


def library_products():
    manifest = open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read()
    return re.findall(r'\.library\(\s*name:\s*"([^"]+)"', manifest)


def load_json(path, errors):
    try:
        return json.load(open(path, encoding="utf-8"))
    except FileNotFoundError:
        errors.append(f"{rel(path)}: error: missing")
    except json.JSONDecodeError as error:
        errors.append(f"{rel(path)}:{error.lineno}: error: not valid JSON: {error.msg}")
    return None


def check_manifests():
    """(errors, skill folders, the Markdown files of every skill)."""
    errors, skills, docs = [], [], []
    marketplace = load_json(MARKETPLACE, errors)
    if not isinstance(marketplace, dict):
        return errors + ([f"{rel(MARKETPLACE)}: error: not a JSON object"] if marketplace is not None else []), [], []
    where = rel(MARKETPLACE)
    if not NAME.match(str(marketplace.get("name", ""))):
        errors.append(f"{where}: error: `name` must be kebab-case")
    if not isinstance(marketplace.get("owner"), dict) or not marketplace["owner"].get("name"):
        errors.append(f"{where}: error: `owner` must be an object with a `name`")
    plugins = marketplace.get("plugins")
    if not isinstance(plugins, list) or not plugins:
        return errors + [f"{where}: error: `plugins` must be a non-empty list"], [], []
    plugin_names, skill_names = set(), {}
    for entry in plugins:
        name, source = entry.get("name", ""), entry.get("source", "")
        if not NAME.match(name):
            errors.append(f"{where}: error: plugin name {name!r} must be kebab-case")
        if name in plugin_names:
            errors.append(f"{where}: error: two plugins named {name!r}")
        plugin_names.add(name)
        if not entry.get("description"):
            errors.append(f"{where}: error: plugin {name!r} has no description")
        if not isinstance(source, str) or not source.startswith("./"):
            errors.append(f"{where}: error: plugin {name!r}: `source` must be a path in this repository, "
                          "starting with ./")
            continue
        folder = os.path.normpath(os.path.join(ROOT, source))
        manifest_path = os.path.join(folder, ".claude-plugin", "plugin.json")
        if not os.path.isdir(folder):
            errors.append(f"{where}: error: plugin {name!r}: source {source} does not exist")
            continue
        manifest = load_json(manifest_path, errors)
        if not isinstance(manifest, dict):
            continue
        if manifest.get("name") != name:
            errors.append(f"{rel(manifest_path)}: error: `name` is {manifest.get('name')!r}, the marketplace says "
                          f"{name!r}")
        if entry.get("version") and manifest.get("version") != entry["version"]:
            errors.append(f"{rel(manifest_path)}: error: version {manifest.get('version')!r} differs from the "
                          f"marketplace's {entry['version']!r}")
        skill_paths = manifest.get("skills", "./skills/")
        for skills_path in [skill_paths] if isinstance(skill_paths, str) else skill_paths:
            skills_root = os.path.normpath(os.path.join(folder, skills_path))
            if not os.path.isdir(skills_root):
                errors.append(f"{rel(manifest_path)}: error: skills folder {skills_path} does not exist")
                continue
            for skill in sorted(os.listdir(skills_root)):
                skills.append(os.path.join(skills_root, skill))
        for dirpath, _, files in os.walk(folder):
            for file_name in files:
                path = os.path.join(dirpath, file_name)
                if file_name == "settings.local.json":
                    errors.append(f"{rel(path)}: error: local settings do not belong in a shipped plugin")
                for number, line in enumerate(open(path, encoding="utf-8", errors="replace"), start=1):
                    if MACHINE_PATH.search(line):
                        errors.append(f"{rel(path)}:{number}: error: a path of one machine: "
                                      f"{MACHINE_PATH.search(line).group(0)!r}")
    for skill in skills:
        skill_md = os.path.join(skill, "SKILL.md")
        if not os.path.isfile(skill_md):
            errors.append(f"{rel(skill)}: error: a skill folder without SKILL.md")
            continue
        fields = front_matter(skill_md)
        if fields is None:
            errors.append(f"{rel(skill_md)}:1: error: no front matter (--- name: … description: … ---)")
            continue
        name, description = fields.get("name", ""), fields.get("description", "")
        if not NAME.match(name) or len(name) > NAME_LIMIT:
            errors.append(f"{rel(skill_md)}: error: name {name!r} must be 1-{NAME_LIMIT} lowercase letters, digits "
                          "and single hyphens")
        if re.search(r"anthropic|claude", name):
            errors.append(f"{rel(skill_md)}: error: name {name!r} contains a reserved word")
        if name != os.path.basename(skill):
            errors.append(f"{rel(skill_md)}: error: name {name!r} differs from its folder's")
        if name in skill_names:
            errors.append(f"{rel(skill_md)}: error: skill name {name!r} also used by {rel(skill_names[name])}")
        skill_names[name] = skill_md
        if f"`{name}`" not in open(os.path.join(ROOT, "README.md"), encoding="utf-8").read():
            errors.append(f"README.md: error: the section on coding assistants does not list the skill `{name}`")
        if not description or len(description) > DESCRIPTION_LIMIT:
            errors.append(f"{rel(skill_md)}: error: description is {len(description)} characters; it must be 1 to "
                          f"{DESCRIPTION_LIMIT}, all an assistant reads before choosing the skill")
        if re.search(r"<[A-Za-z/]", description):
            errors.append(f"{rel(skill_md)}: error: description contains an XML tag")
        for dirpath, _, files in os.walk(skill):
            for file_name in sorted(files):
                if not file_name.endswith(".md"):
                    continue
                doc = os.path.join(dirpath, file_name)
                docs.append(doc)
                text = open(doc, encoding="utf-8").read()
                for link in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
                    if not re.match(r"^[a-z]+://", link) and not os.path.exists(os.path.join(dirpath, link)):
                        errors.append(f"{rel(doc)}: error: link to {link}, which does not exist")
        referenced = set(re.findall(r"\]\(([^)#\s]+)", open(skill_md, encoding="utf-8").read()))
        for doc in docs:
            if os.path.dirname(doc).startswith(skill) and doc != skill_md and \
                    os.path.relpath(doc, skill) not in referenced:
                errors.append(f"{rel(doc)}: error: no link from {rel(skill_md)}: an assistant would never load it")
    return errors, skills, docs


def debug_modules():
    """Builds this checkout's libraries (debug) and returns the folder of their modules."""
    build = subprocess.run(["swift", "build", "--package-path", ROOT], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
    if build.returncode != 0:
        print(build.stdout[-4000:])
        raise SystemExit("skills: error: the package does not build")
    bin_path = subprocess.run(["swift", "build", "--package-path", ROOT, "--show-bin-path"], stdout=subprocess.PIPE,
                              text=True, check=True).stdout.strip()
    return os.path.join(bin_path, "Modules")


def c_includes(bin_path=None):
    """Where the C modules our modules import are declared: swift-atomics' shims by their include folder, and the
    module maps SwiftPM wrote for the C targets of the debug build (OpenCombine's helpers)."""
    found = []
    atomics = os.path.join(ROOT, ".build", "checkouts", "swift-atomics", "Sources", "_AtomicsShims", "include")
    if os.path.isdir(atomics):
        found += ["-Xcc", "-I" + atomics]
    if bin_path:
        for name in sorted(os.listdir(bin_path)):
            module_map = os.path.join(bin_path, name, "module.modulemap")
            if name.endswith(".build") and os.path.isfile(module_map):
                found += ["-Xcc", "-fmodule-map-file=" + module_map]
    return found


def diagnostics(output, kind):
    """[(file, line, column, message)] of the errors (or warnings) in compiler output."""
    pattern = re.compile(rf"^(\S+?\.swift):(\d+):(\d+): {kind}: (.*)$")
    seen, found = set(), []
    for line in output.splitlines():
        match = pattern.match(line)
        if match and line not in seen:
            seen.add(line)
            found.append((match.group(1), int(match.group(2)), int(match.group(3)), match.group(4)))
    return found


def doc_position(blocks_by_file, path, line):
    block = blocks_by_file.get(os.path.basename(path))
    return (f"{rel(block.doc)}:{block.fence_line + line}", block) if block else (path, None)


def compile_job(name, blocks, flags, folder):
    """Writes `blocks` as the files of module `name` in `folder` and returns the swiftc command for them."""
    subprocess.run(["rm", "-rf", folder], check=True)
    os.makedirs(folder)
    files = []
    for block in blocks:
        path = os.path.join(folder, block.file_name)
        with open(path, "w", encoding="utf-8") as file:
            file.write(block.code)
        files.append(path)
    return ["swiftc"] + flags + ["-module-name", name] + files


def run_jobs(jobs):
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return list(pool.map(lambda job: subprocess.run(job["command"], stdout=subprocess.PIPE,
                                                        stderr=subprocess.STDOUT, text=True), jobs))


def unit_name(doc):
    parts = [re.sub(r"\W", "", p.title()) for p in os.path.relpath(doc, ROOT).split(os.sep)[-3:]]
    return "Skill" + "".join(parts).replace("Md", "")


def check_manifest_block(block, products):
    """SwiftPM reads the manifest block, and the products it names exist; returns errors."""
    errors = []
    where = f"{rel(block.doc)}:{block.fence_line + 1}"
    for name in re.findall(r'\.product\(\s*name:\s*"([^"]+)"\s*,\s*package:\s*"UtilityKit"', block.code):
        if name not in products:
            errors.append(f"{where}: error: no library product named {name!r} in Package.swift")
    folder = os.path.join(WORK, "manifests", block.file_name[:-6], "MyApp")
    os.makedirs(folder, exist_ok=True)
    link = os.path.join(os.path.dirname(folder), "UtilityKit")
    if not os.path.islink(link):
        os.symlink(ROOT, link)
    with open(os.path.join(folder, "Package.swift"), "w", encoding="utf-8") as file:
        file.write(block.code)
    dump = subprocess.run(["swift", "package", "dump-package", "--package-path", folder], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True)
    if dump.returncode != 0:
        errors.append(f"{where}: error: SwiftPM cannot read this manifest: {dump.stdout.strip()[-600:]}")
    elif not re.search(r'\.package\(\s*path:\s*"\.\./UtilityKit"\s*\)', block.code):
        errors.append(f"{where}: error: the manifest must depend on UtilityKit as `.package(path: \"../UtilityKit\")`, "
                      "the checkout beside the app, as README's install snippet does")
    return errors


def linux_main():
    try:
        errors, skills, docs = check_manifests()
        blocks_by_doc = {doc: swift_blocks(doc) for doc in docs}
    except ValueError as error:
        print(error)
        return 1
    products = library_products()
    covered = set()
    for blocks in blocks_by_doc.values():
        for block in blocks:
            if not block.fails and not block.is_manifest:
                covered.update(block.imports)
    for product in products:
        if product not in covered:
            errors.append(f"{rel(MARKETPLACE)}: error: no skill imports the library {product} in a compiled block")
    print(f"Skills: {len(skills)} skill(s), {len(docs)} Markdown file(s), "
          f"{sum(len(b) for b in blocks_by_doc.values())} swift block(s); every library product covered"
          if not errors else "Skills: manifest problems found")
    for blocks in blocks_by_doc.values():
        for block in blocks:
            if block.is_manifest:
                errors += check_manifest_block(block, products)
            if block.fails and block.apple_only:
                errors.append(f"{rel(block.doc)}:{block.fence_line}: error: a 'never write this' block is compiled on "
                              "Linux, so it cannot import an Apple-only framework")

    modules = debug_modules()
    flags = ["-parse-as-library", "-swift-version", "6", "-wmo", "-c", "-I", modules] + c_includes(
        os.path.dirname(modules))
    jobs = []
    for doc, blocks in blocks_by_doc.items():
        good = [b for b in blocks if not b.fails and not b.is_manifest and not b.apple_only]
        name = unit_name(doc)
        for mode, extra in MODES:
            if good:
                folder = os.path.join(WORK, "linux", name + str(len(extra)))
                jobs.append({"doc": doc, "mode": mode, "blocks": good, "expect": None, "command": compile_job(
                    name, good, flags + extra + ["-o", os.path.join(folder, "out.o")], folder)})
            for wrong in (b for b in blocks if b.fails):
                if wrong.fails_only_main_actor and not extra:
                    expected = None  # must compile as written
                else:
                    expected = wrong.fails
                folder = os.path.join(WORK, "linux", f"{name}{len(extra)}Fails{wrong.fence_line}")
                files = [b for b in good if not b.is_test] + [wrong]
                jobs.append({"doc": doc, "mode": mode, "blocks": files, "expect": (wrong, expected),
                             "command": compile_job(name, files, flags + extra + ["-o", os.path.join(folder, "out.o")],
                                                    folder)})
    print(f"Compiling {len(jobs)} unit(s) of skill code as app code, as written and with default main-actor isolation")
    failures, printed = 0, set()

    def say(line):  # a block that fails in several compiles is reported once
        if line not in printed:
            printed.add(line)
            print(line)

    for job, result in zip(jobs, run_jobs(jobs)):
        by_file = {b.file_name: b for b in job["blocks"]}
        found_errors = diagnostics(result.stdout, "error")
        warnings = diagnostics(result.stdout, "warning")
        if job["expect"] is None:
            if result.returncode == 0 and not warnings:
                continue
            failures += 1
            for path, line, column, message in found_errors + warnings:
                where, _ = doc_position(by_file, path, line)
                kind = "error" if (path, line, column, message) in found_errors else "warning"
                say(f"{where}:{column}: {kind}: {message} ({job['mode']})")
            if not found_errors and not warnings:
                print(result.stdout[-3000:])
            print(f"{rel(job['doc'])}: does not compile cleanly {job['mode']}")
            continue
        wrong, expected = job["expect"]
        here = f"{rel(wrong.doc)}:{wrong.fence_line}"
        in_block = [d for d in found_errors if os.path.basename(d[0]) == wrong.file_name]
        elsewhere = [d for d in found_errors if os.path.basename(d[0]) != wrong.file_name]
        if expected is None:
            if in_block:
                failures += 1
                say(f"{here}: error: marked fails-main-actor, but it does not compile as written either: "
                    + "; ".join(d[3] for d in in_block[:3]))
            continue
        if elsewhere:
            failures += 1
            for path, line, column, message in elsewhere:
                say(f"{doc_position(by_file, path, line)[0]}:{column}: error: {message} ({job['mode']})")
        if not any(expected in d[3] for d in in_block):
            failures += 1
            got = "; ".join(d[3] for d in in_block) or ("it compiles" if result.returncode == 0 else "no error in it")
            print(f"{here}: error: this block must fail {job['mode']} with {expected!r}, but: {got}")
    for error in errors:
        print(error)
    if failures or errors:
        print(f"Skills: FAILED ({failures} compile problem(s), {len(errors)} other error(s))")
        return 1
    wrong = sum(1 for blocks in blocks_by_doc.values() for b in blocks if b.fails)
    print(f"Skills: every block compiles as app code both ways, and each of the {wrong} 'never write this' blocks "
          "fails with the error its skill states")
    return 0


def apple_main(modules):
    sdk_root = os.environ.get("APPLE_SDK_ROOT", os.path.expanduser("~/.cache/apple-sdk"))
    try:
        _, _, docs = check_manifests()
        blocks_by_doc = {doc: swift_blocks(doc) for doc in docs}
    except ValueError as error:
        print(error)
        return 1
    work = os.path.join(WORK, "apple")
    flags = ["-typecheck", "-parse-as-library", "-target", "arm64-apple-ios17.0", "-sdk",
             os.path.join(sdk_root, "iPhoneOS17.0.sdk"), "-resource-dir", os.path.join(sdk_root, "rdir"),
             # The README's Apple check (run just before) fills this cache with the SDK's modules for the same target.
             "-module-cache-path", os.path.join(ROOT, ".build", "apple-snippets", "module-cache"), "-I",
             os.path.abspath(modules),
             "-swift-version", "6"] + c_includes()
    jobs = []
    for doc, blocks in blocks_by_doc.items():
        wanted = [b for b in blocks if not b.fails and not b.is_manifest and not b.is_test]
        if not wanted:
            continue
        name = unit_name(doc)
        for mode, extra in MODES:
            folder = os.path.join(work, name + str(len(extra)))
            jobs.append({"doc": doc, "mode": mode, "blocks": wanted,
                         "command": compile_job(name, wanted, flags + extra, folder)})
    apple = sum(1 for job in jobs for b in job["blocks"] if b.apple_only) // 2
    print(f"Type-checking {len(jobs)} unit(s) of skill code ({apple} Apple-only block(s)) against the iOS 17.0 SDK, "
          "as written and with default main-actor isolation")
    failed = 0
    for job, result in zip(jobs, run_jobs(jobs)):
        errors = diagnostics(result.stdout, "error")
        # The 5.9-era SDK's generics require Copyable: that error is the SDK's age, not the code's.
        errors = [e for e in errors if "does not conform to protocol 'Copyable'" not in e[3]]
        if result.returncode == 0 or (not errors and "error:" in result.stdout):
            continue
        failed += 1
        by_file = {b.file_name: b for b in job["blocks"]}
        for path, line, column, message in errors:
            print(f"{doc_position(by_file, path, line)[0]}:{column}: error: {message} ({job['mode']})")
        if not errors:
            print(result.stdout[-3000:])
    if failed:
        print(f"Apple SDK skill code: FAILED ({failed} of {len(jobs)} compiles)")
        return 1
    print(f"Apple SDK skill code: {len(jobs)} unit(s) type-check against the iOS SDK both ways")
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--apple-sdk":
        sys.exit(apple_main(sys.argv[2]))
    sys.exit(linux_main())
