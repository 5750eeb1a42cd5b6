#!/usr/bin/env python3
# SPDX-License-Identifier: MPL-2.0
"""Checks a DocC page as headless Chromium rendered it (its --dump-dom output).

    docs-site-check-page.py PAGE.html --module NAME CATALOG.md   a module's landing page
    docs-site-check-page.py PAGE.html --lists NAME...            the combined landing page
    docs-site-check-page.py PAGE.html --image NAME PAGEURL       an article that shows the image NAME.png

A module page passes when its title is NAME and its rendered text contains the opening words of the
catalog's abstract and of its Overview section. An --image page passes when it has an <img> whose src
contains NAME and the server (src resolved against PAGEURL) returns a PNG of at least 10 KB, 400 pixels
wide and 50 high. Any page fails on DocC's error page or an empty render.
Prints why on failure and exits 1.
"""

import html
import re
import struct
import sys
import urllib.parse
import urllib.request

ERROR_TEXTS = ["can't be found", "unknown error occurred", "page not found"]


def plain(text):
    """Text as a reader sees it: no markup, one space between words, straight quotes."""
    text = re.sub(r"``(?:[^`]*/)?([^`/]+)``", r"\1", text)  # ``Type/member`` renders as "member"
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)  # [text](url)
    text = re.sub(r"<doc:([^>]*)>", r"\1", text)
    text = text.replace("`", "").replace("*", "").replace("\u200b", "")
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", text).strip()


def rendered_text(dom):
    dom = re.sub(r"<(script|style|noscript)\b.*?</\1>", " ", dom, flags=re.S | re.I)
    dom = re.sub(r"<meta\b[^>]*>", " ", dom, flags=re.I)  # the abstract is also in a meta tag
    dom = re.sub(r"<wbr\b[^>]*>", "", dom, flags=re.I)  # DocC breaks long names: Dependency<wbr>Resolver
    return plain(html.unescape(re.sub(r"<[^>]+>", " ", dom)))


def opening_words(paragraph, count=6):
    return " ".join(plain(paragraph).split()[:count])


def catalog_texts(catalog):
    """The abstract (first paragraph after the title) and the Overview's first prose paragraph."""
    lines = open(catalog, encoding="utf-8").read().splitlines()
    abstract = next(line for line in lines[1:] if line.strip())
    overview, in_overview, in_code = None, False, False
    for line in lines:
        if line.startswith("## "):
            in_overview = line.strip() == "## Overview"
            continue
        if line.startswith("```"):
            in_code = not in_code
            continue
        if in_overview and not in_code and line.strip() and not line.lstrip().startswith(("-", "|", "!", "@")):
            overview = line
            break
    return abstract, overview


def main(argv):
    page, mode, args = argv[1], argv[2], argv[3:]
    dom = open(page, encoding="utf-8").read()
    text = rendered_text(dom)
    problems = []
    if len(text) < 200:
        problems.append(f"the page rendered almost nothing ({len(text)} characters of text)")
    for error in ERROR_TEXTS:
        if error in text.lower():
            problems.append(f"the page shows an error ({error!r})")
    if mode == "--module":
        module, catalog = args
        title = re.search(r'<h1\b[^>]*class="title"[^>]*>(.*?)</h1>', dom, flags=re.S)
        title_text = plain(html.unescape(re.sub(r"<[^>]+>", "", title.group(1)))) if title else None
        if title_text != module:
            problems.append(f"the title is {title_text!r}, not {module!r}")
        if 'id="Overview"' not in dom:
            problems.append("there is no Overview section")
        abstract, overview = catalog_texts(catalog)
        for name, paragraph in (("abstract", abstract), ("overview", overview)):
            if paragraph is None:
                problems.append(f"{catalog} has no {name} paragraph to look for")
            elif opening_words(paragraph) not in text:
                problems.append(f"the {name} ({opening_words(paragraph)!r}…) is not on the page")
    elif mode == "--lists":
        for module in args:
            if module not in text:
                problems.append(f"the landing page does not list {module}")
    elif mode == "--image":
        name, page_url = args
        sources = [src for src in re.findall(r'<img\b[^>]*\bsrc="([^"]*)"', dom, flags=re.I) if name in src]
        if not sources:
            problems.append(f"no <img> shows {name}")
        for src in sources:
            url = urllib.parse.urljoin(page_url, html.unescape(src))
            try:
                data = urllib.request.urlopen(url, timeout=30).read()
            except OSError as error:
                problems.append(f"the server does not return {url}: {error}")
                continue
            if not data.startswith(b"\x89PNG\r\n\x1a\n") or data[12:16] != b"IHDR":
                problems.append(f"{url} is not a PNG")
                continue
            width, height = struct.unpack(">II", data[16:24])  # the IHDR chunk comes first
            if len(data) < 10_000 or width < 400 or height < 50:
                problems.append(f"{url} is too small for {name}: {len(data)} bytes, {width}x{height} pixels")
    else:
        raise SystemExit(f"unknown mode {mode}")
    for problem in problems:
        print(f"  {page}: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
