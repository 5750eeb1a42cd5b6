#!/usr/bin/env python3
# SPDX-License-Identifier: MPL-2.0
"""Fails when Swift code assumes a 64-bit word: Apple Watch's arm64_32 and armv7k have a 32-bit `Int`/`UInt`.

No Linux build and no real-SDK check here compiles for a 32-bit target, so this lint reads the source instead:

1. an integer literal wider than `Int32` (above 0x7FFF_FFFF) must have a 64-bit type (or `UInt32`, or a
   floating-point type) on its own statement: `as UInt64`, `UInt64(…)`, `let x: UInt64 = …`, or a left operand
   that the file declares as such (`var bits = UInt64(word)` … `bits &*= 0xFF51_AFD7_ED55_8CCD`);
2. a shift by a literal of 32 or more (`x << 32`, `x >>= 33`) must shift a value of a 64-bit type, by the same
   rules;
3. no `MemoryLayout<…>.size`/`.stride` compared with 8, no `bitWidth` compared with 64: write the code for every
   width, or branch on `UInt.bitWidth` without assuming the answer.

A line the rules misread can say why it is right with a trailing `// 32-bit: <reason>`.

Usage: python3 scripts/check-32-bit.py [paths...]   (default: Sources and Examples/MailApp/Sources)
It runs its own examples first, so a change that makes it blind fails here too.
"""

import re
import sys
from pathlib import Path

INT32_MAX = 0x7FFF_FFFF
UINT32_MAX = 0xFFFF_FFFF
WIDE_TYPES = r"(?:U?Int64|Double|Float|Float80|CGFloat|TimeInterval)"
WIDE_OR_U32 = r"(?:U?Int64|UInt32|Double|Float|Float80|CGFloat|TimeInterval)"
LITERAL = re.compile(r"(?<![\w.])(0x[0-9A-Fa-f_]+|0b[01_]+|0o[0-7_]+|[0-9][0-9_]*)(?![\w.])")
SHIFT = re.compile(r"(<<|>>)=?\s*(\d+)\b")
LAYOUT = re.compile(r"MemoryLayout<[^>]*>\s*\.\s*(size|stride)\s*(==|!=|<|>|<=|>=)\s*8\b|\b8\s*(==|!=)\s*MemoryLayout<")
BIT_WIDTH = re.compile(r"\bbitWidth\s*(==|!=|<|>|<=|>=)\s*64\b|\b64\s*(==|!=)\s*\w*\.bitWidth\b")
DECLARED = re.compile(r"\b(?:let|var)\s+(\w+)\s*(?::\s*(\w+))?\s*=?\s*(\w+)?")
WAIVER = "// 32-bit:"


def code_only(text):
    """The text with comments and string literals blanked (lengths kept), so only code is read."""
    out, i, n = [], 0, len(text)
    in_block = 0
    while i < n:
        if in_block:
            if text.startswith("*/", i):
                in_block -= 1
                out.append("  ")
                i += 2
            elif text.startswith("/*", i):
                in_block += 1
                out.append("  ")
                i += 2
            else:
                out.append("\n" if text[i] == "\n" else " ")
                i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            in_block = 1
            out.append("  ")
            i += 2
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            end = n if end < 0 else end + 3
            out.append("".join("\n" if c == "\n" else " " for c in text[i:end]))
            i = end
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (min(j + 1, n) - i))
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def literal_value(token):
    digits = token.replace("_", "")
    base = 16 if digits.startswith("0x") else 2 if digits.startswith("0b") else 8 if digits.startswith("0o") else 10
    return int(digits[2:] if base != 10 else digits, base)


def declared_types(code):
    """Each name a file declares with a visible type: `let x: UInt64`, `var x = UInt64(…)`, `x: Int64` params."""
    types = {}
    for name, annotation, initializer in DECLARED.findall(code):
        kind = annotation or initializer
        if kind:
            types.setdefault(name, kind)
    for name, kind in re.findall(r"\b(\w+)\s*:\s*(U?Int(?:8|16|32|64)?|Double|Float)\b", code):
        types.setdefault(name, kind)
    for name, kind in re.findall(r"\bfunc\s+(\w+)\s*\([^)]*\)\s*->\s*(\w+)", code):
        types.setdefault(name, kind)
    for name in list(types):  # `var mixed = state`, `state: UInt64`: mixed is a UInt64
        seen = {name}
        while types[name] in types and types[name] not in seen:
            seen.add(types[name])
            types[name] = types[types[name]]
    return types


def left_operand(line, start):
    """The expression just left of the operator before position `start`: an identifier, or a call `T(…)`."""
    before = line[:start].rstrip()
    before = re.sub(r"(&?[*+\-^|&%/]|<<|>>|==|!=|<=|>=|<|>)=?\s*$", "", before).rstrip()
    if before.endswith(")"):
        depth, k = 0, len(before) - 1
        while k >= 0:
            depth += before[k] == ")"
            depth -= before[k] == "("
            if depth == 0:
                break
            k -= 1
        call = re.search(r"(\w+)\s*$", before[:k])
        return call.group(1) if call else ""
    word = re.search(r"(\w+)\s*$", before)
    return word.group(1) if word else ""


def has_wide_context(line, start, end, types, wide):
    """Whether the literal or shift at line[start:end] is typed by `wide` on its statement."""
    after = line[end:]
    if re.match(r"\s*as\s+" + wide + r"\b", after):
        return True
    if re.search(r"\b" + wide + r"\s*\(\s*$", line[:start]):
        return True
    if re.search(r":\s*" + wide + r"\s*=[^=]", line[:start]) or re.search(r"->\s*" + wide + r"\b", line):
        return True
    operand = left_operand(line, start)
    if operand and (re.fullmatch(wide, operand) or re.fullmatch(wide, types.get(operand, ""))):
        return True
    assigned = re.match(r"\s*(\w+)\s*[&*+\-^|%/<>]*=[^=]", line)
    return bool(assigned and re.fullmatch(wide, types.get(assigned.group(1), "")))


def problems_in(text, known=None):
    code = code_only(text)
    types = {**(known or {}), **declared_types(code)}
    found = []
    for number, (line, original) in enumerate(zip(code.split("\n"), text.split("\n")), 1):
        if WAIVER in original:
            continue
        for match in LITERAL.finditer(line):
            if line[:match.start()].endswith(("<<", ">>", "<<=", ">>=")) or re.search(r"(<<|>>)=?\s*$", line[:match.start()]):
                continue
            value = literal_value(match.group(1))
            if value <= INT32_MAX:
                continue
            wide = WIDE_OR_U32 if value <= UINT32_MAX else WIDE_TYPES
            if not has_wide_context(line, match.start(), match.end(), types, wide):
                found.append((number, f"integer literal {match.group(1)} is wider than a 32-bit Int/UInt and has no "
                              f"64-bit type on its statement", original.strip()))
        for match in SHIFT.finditer(line):
            if int(match.group(2)) >= 32 and not has_wide_context(line, match.start(), match.end(), types, WIDE_TYPES):
                found.append((number, f"shift by {match.group(2)} of a value not declared UInt64/Int64 "
                              f"(a 32-bit Int/UInt has no such bits)", original.strip()))
        if LAYOUT.search(line):
            found.append((number, "MemoryLayout size compared with 8 (4 on a 32-bit watch)", original.strip()))
        if BIT_WIDTH.search(line):
            found.append((number, "bitWidth compared with 64 (32 on a 32-bit watch)", original.strip()))
    return found


def self_test():
    bad = [
        "return UInt(bitPattern: type) ^ (definitionBits &* 0x9E37_79B9_7F4A_7C15)",
        "let mask = 0xFFFF_FFFF_0000",
        "let big: Int = 3_000_000_000",
        "let hi = word >> 32",
        "value <<= 40",
        "if MemoryLayout<Int>.size == 8 {",
        "guard UInt.bitWidth == 64 else {",
    ]
    good = [
        "let hash = UInt64(key.hashWord) &* 0x9E37_79B9_7F4A_7C15",
        "var bits = UInt64(word) ^ 1\nbits &*= 0xFF51_AFD7_ED55_8CCD\nbits ^= bits >> 33",
        "static let stallDelay: UInt64 = 2_000_000_000",
        "let x = (0x9E37_79B9_7F4A_7C15 as UInt64) >> (64 - UInt.bitWidth)",
        "let y = UInt64(word) << 32",
        "let mask: UInt32 = 0xFFFF_FFFF",
        "var state: UInt64 = 1\nvar mixed = state\nmixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9",
        "func ratio(bits: Int) -> UInt64 { 1 }\nlet ok = ratio(bits: 64) == 0x9E37_79B9_7F4A_7C15",
        "let lifetime = max(0, timeToLive) * 1_000_000_000.0",
        "// a comment with 0x9E37_79B9_7F4A_7C15 and x << 40",
        'let text = "C:105553116266496"',
        "let odd = w &* 0x9E37_79B9_7F4A_7C15  // 32-bit: w is a UInt64 from the caller",
    ]
    failures = [case for case in bad if not problems_in(case)] + [case for case in good if problems_in(case)]
    for case in failures:
        print(f"check-32-bit: its own example is misread: {case!r}", file=sys.stderr)
    return not failures


def main(arguments):
    if not self_test():
        return 2
    roots = [Path(p) for p in (arguments or ["Sources", "Examples/MailApp/Sources"])]
    files = sorted(f for root in roots for f in ([root] if root.is_file() else root.rglob("*.swift")))
    texts = {path: path.read_text(encoding="utf-8") for path in files}
    # Functions and properties declared in one file and used in another (`goldenRatio(bits:) -> UInt64`).
    known = declared_types("\n".join(code_only(text) for text in texts.values()))
    count = 0
    for path in files:
        for number, message, line in problems_in(texts[path], known):
            print(f"{path}:{number}: {message}\n    {line}")
            count += 1
    if count:
        print(f"check-32-bit: {count} problem(s): Apple Watch (arm64_32, armv7k) has a 32-bit Int/UInt. Give the "
              "value a 64-bit type, or derive it from UInt.bitWidth.", file=sys.stderr)
        return 1
    print(f"check-32-bit: {len(files)} files, no 64-bit assumption found")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
