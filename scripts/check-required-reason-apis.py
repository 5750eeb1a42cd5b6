#!/usr/bin/env python3
# SPDX-License-Identifier: MPL-2.0
"""Privacy manifests: each library says what it does, and its code uses no required-reason API it does not declare.

Apple asks every app and third-party SDK that calls one of its "required reason" APIs (which can identify a
device) to name the API's category and an approved reason in its `PrivacyInfo.xcprivacy`; App Store Connect
rejects an app whose manifests miss one. This check, for the package's modules:

1. Every library target under Sources/ has `PrivacyInfo.xcprivacy` in its folder, listed in Package.swift as a
   resource (`.copy`), a valid property list that says: no tracking, no tracking domains, no collected data, and
   the required-reason API categories the module uses, each with at least one of Apple's reasons for it.
2. Sources/ is scanned for the symbols of Apple's list (file timestamps, system boot time, disk space, active
   keyboards, user defaults), comments left out. A symbol in a module whose manifest does not declare its
   category fails; so does a declared category that no code of the module uses (the manifest would say more
   than the module does). A module without a manifest (the tour, an executable) declares nothing.

Usage: python3 scripts/check-required-reason-apis.py
"""

import json
import plistlib
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = "PrivacyInfo.xcprivacy"

# Apple's categories of required-reason API: the Swift, Objective-C and C symbols of each, and its reason codes
# ("Describing use of required reason API", Apple's Bundle Resources documentation).
CATEGORIES = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": (
        r"\b(creationDate|modificationDate|fileModificationDate|contentModificationDateKey|creationDateKey"
        r"|NSFileCreationDate|NSFileModificationDate|NSURLContentModificationDateKey|NSURLCreationDateKey"
        r"|getattrlist|getattrlistbulk|fgetattrlist|getattrlistat)\b|\b(stat|fstat|fstatat|lstat)\s*\(",
        {"DDA9.1", "C617.1", "3B52.1", "0A2A.1"},
    ),
    "NSPrivacyAccessedAPICategorySystemBootTime": (
        r"\b(systemUptime|mach_absolute_time)\b",
        {"35F9.1", "8FFB.1", "3D61.1"},
    ),
    "NSPrivacyAccessedAPICategoryDiskSpace": (
        r"\b(volumeAvailableCapacityKey|volumeAvailableCapacityForImportantUsageKey"
        r"|volumeAvailableCapacityForOpportunisticUsageKey|volumeTotalCapacityKey|systemFreeSize|systemSize"
        r"|NSURLVolume\w*CapacityKey|NSURLVolumeAvailableCapacityFor\w*UsageKey|NSFileSystemFreeSize"
        r"|NSFileSystemSize|statfs|statvfs|fstatfs|fstatvfs)\b",
        {"85F4.1", "E174.1", "7D9E.1", "B728.1"},
    ),
    "NSPrivacyAccessedAPICategoryActiveKeyboards": (
        r"\bactiveInputModes\b",
        {"3EC4.1", "54BD.1"},
    ),
    # SwiftUI's `@AppStorage` reads and writes the standard user defaults.
    "NSPrivacyAccessedAPICategoryUserDefaults": (
        r"\b(UserDefaults|NSUserDefaults|AppStorage)\b",
        {"CA92.1", "1C8F.1", "C56D.1", "AC6B.1"},
    ),
}
PATTERNS = {category: re.compile(pattern) for category, (pattern, _) in CATEGORIES.items()}


def code_lines(path: Path):
    """Yields (line number, text) for each line of a Swift file with its comments blanked out."""
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group()), text, flags=re.S)
    for number, line in enumerate(text.splitlines(), start=1):
        yield number, re.sub(r"//.*", "", line)


def library_targets():
    """The package's library targets under Sources/, and the resources Package.swift gives each."""
    dump = subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout
    targets = {}
    for target in json.loads(dump)["targets"]:
        folder = Path(target.get("path") or f"Sources/{target['name']}")
        if target["type"] == "regular" and folder.parts[0] == "Sources":
            targets[target["name"]] = (folder, target.get("resources") or [])
    return targets


def declared_categories(manifest: Path, problems: list) -> set:
    """Checks one manifest's contents; returns the categories it declares."""
    try:
        with manifest.open("rb") as file:
            plist = plistlib.load(file)
    except Exception as error:  # plistlib raises several types for a malformed file
        problems.append(f"{manifest}: not a valid property list ({error})")
        return set()
    if plist.get("NSPrivacyTracking") is not False:
        problems.append(f"{manifest}: NSPrivacyTracking must be false (the package does not track)")
    if plist.get("NSPrivacyTrackingDomains", []) != []:
        problems.append(f"{manifest}: NSPrivacyTrackingDomains must be empty (the package contacts no domain)")
    if plist.get("NSPrivacyCollectedDataTypes") != []:
        problems.append(f"{manifest}: NSPrivacyCollectedDataTypes must be an empty array (the package collects no data)")
    declared = set()
    for entry in plist.get("NSPrivacyAccessedAPITypes", None) or []:
        category = entry.get("NSPrivacyAccessedAPIType")
        reasons = set(entry.get("NSPrivacyAccessedAPITypeReasons") or [])
        if category not in CATEGORIES:
            problems.append(f"{manifest}: unknown required-reason API category {category!r}")
            continue
        if not reasons or not reasons <= CATEGORIES[category][1]:
            problems.append(
                f"{manifest}: {category} needs one or more of Apple's reasons {sorted(CATEGORIES[category][1])}, "
                f"has {sorted(reasons)}"
            )
        declared.add(category)
    if "NSPrivacyAccessedAPITypes" not in plist:
        problems.append(f"{manifest}: NSPrivacyAccessedAPITypes is missing (an empty array when nothing is used)")
    return declared


def main() -> int:
    problems = []
    targets = library_targets()
    for name, (folder, resources) in sorted(targets.items()):
        if not any(r["path"] == MANIFEST and "copy" in r["rule"] for r in resources):
            problems.append(f"Package.swift: target {name} does not list {MANIFEST} as a resource (.copy)")
        if not (ROOT / folder / MANIFEST).is_file():
            problems.append(f"{folder}/{MANIFEST} is missing")

    scanned = 0
    for folder in sorted(p for p in (ROOT / "Sources").iterdir() if p.is_dir()):
        manifest = folder / MANIFEST
        declared = declared_categories(manifest, problems) if manifest.is_file() else set()
        used = {}
        for path in sorted(folder.rglob("*.swift")):
            scanned += 1
            for number, line in code_lines(path):
                for category, pattern in PATTERNS.items():
                    match = pattern.search(line)
                    if match:
                        used.setdefault(category, []).append(f"{path.relative_to(ROOT)}:{number}: {match.group()}")
        for category, places in sorted(used.items()):
            if category not in declared:
                where = f"{manifest.relative_to(ROOT)}" if manifest.is_file() else f"{folder.name} (no manifest)"
                problems.append(f"{places[0]}: a {category} API, not declared in {where}")
                problems.extend(f"    also {place}" for place in places[1:5])
        for category in sorted(declared - used.keys()):
            problems.append(f"{manifest.relative_to(ROOT)}: declares {category}, which no code of {folder.name} uses")

    if problems:
        print("\n".join(problems))
        print(f"Required-reason API check FAILED: {len(problems)} problem(s).")
        return 1
    print(
        f"Required-reason API check passed: {len(targets)} library targets ship a valid privacy manifest, and "
        f"{scanned} Swift files use no required-reason API their module does not declare."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
