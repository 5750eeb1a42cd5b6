#!/usr/bin/env bash
# SPDX-License-Identifier: MPL-2.0
#
# Builds the documentation site and looks at it the way a reader would.
#
#   1. `swift package generate-documentation` (swift-docc-plugin) builds every library's DocC catalog with
#      documentation warnings (broken links, unknown symbols) as errors, and merges them into one static site
#      (--enable-experimental-combined-documentation --transform-for-static-hosting): .build/docs-site/site.
#   2. The site is served on 127.0.0.1 (python3 -m http.server) and headless Chromium loads the combined
#      landing page and each module's landing page. A page fails when its rendered DOM lacks the module's
#      title, the abstract or the overview of its catalog, or shows DocC's error page.
#   3. A screenshot of every page: .build/docs-site/<Module>.png (and index.png for the landing page).
#
# Needs the Swift toolchain, python3 and Debian's `chromium`, which it installs with apt-get when missing
# (CI machines are fresh and run as root). Usage: bash scripts/docs-site.sh [--keep-serving]
set -euo pipefail
cd "$(dirname "$0")/.."

out=$PWD/.build/docs-site
site=$out/site
fail() { printf 'docs-site: FAILED: %s\n' "$*" >&2; exit 1; }

# The libraries, in the README's order; each has Sources/<Module>/<Module>.docc.
modules=(SwiftConcurrency MultiCastDelegate Assertions Coordinator DependencyContainer DependencyContainerTesting
    DependencyResolver ReactiveState)
for module in "${modules[@]}"; do
    [[ -f Sources/$module/$module.docc/$module.md ]] || fail "Sources/$module/$module.docc/$module.md is missing"
done
for catalog in Sources/*/*.docc; do
    module=$(basename "$catalog" .docc)
    [[ " ${modules[*]} " == *" $module "* ]] || fail "$catalog is not in this script's module list"
done

for module in "${modules[@]}"; do   # Swift Package Index builds the same list
    grep -qx "        - $module" .spi.yml || fail ".spi.yml does not name $module as a documentation target"
done

command -v python3 > /dev/null || fail "python3 is needed to serve the site and to read the pages"
if ! command -v chromium > /dev/null; then
    echo "docs-site: installing Debian's chromium (apt-get)"
    [[ $(id -u) == 0 ]] || fail "chromium is missing; install it (apt-get install chromium) or run as root"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq > "$out.apt.log" 2>&1 || { cat "$out.apt.log" >&2; fail "apt-get update failed"; }
    apt-get install -y -qq --no-install-recommends chromium >> "$out.apt.log" 2>&1 ||
        { tail -20 "$out.apt.log" >&2; fail "apt-get install chromium failed"; }
fi

echo "==> swift package generate-documentation (every library, warnings as errors, combined, static hosting)"
rm -rf "$out" && mkdir -p "$out"   # the plugin's merge step needs the output's parent to exist
targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done
if ! swift package --allow-writing-to-directory "$out" generate-documentation "${targets[@]}" \
    --warnings-as-errors --enable-experimental-combined-documentation --transform-for-static-hosting \
    --output-path "$site" > "$out/generate.log" 2>&1; then
    grep -v '^\[[0-9]*/[0-9]*\]' "$out/generate.log" | tail -40 >&2
    fail "generate-documentation failed (a documentation warning is an error here); full log: $out/generate.log"
fi
# The plugin reports success even when its merge step fails, so check what it wrote.
if grep -q '^Error:' "$out/generate.log" || [[ ! -f $site/index.html ]]; then
    grep -A3 '^Error:' "$out/generate.log" >&2 || true
    fail "no combined site at $site; full log: $out/generate.log"
fi
for module in "${modules[@]}"; do
    lower=$(tr '[:upper:]' '[:lower:]' <<< "$module")
    [[ -f $site/documentation/$lower/index.html ]] || fail "the site has no page for $module"
done

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" > "$out/http.log" 2>&1 &
server=$!
trap 'kill "$server" 2> /dev/null || true' EXIT
for _ in $(seq 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2> /dev/null && break
    sleep 0.2
done
echo "==> serving $site on http://127.0.0.1:$port"

browse() {   # browse <url> <what to write: --dump-dom or --screenshot=FILE>
    timeout 90 chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars \
        --no-first-run --window-size=1280,1400 --virtual-time-budget=15000 "$2" "$1" 2>> "$out/chromium.log"
}

failures=0
check() {   # check <name> <path> <checker arguments...>
    local name=$1 url=http://127.0.0.1:$port/$2
    shift 2
    if ! browse "$url" --dump-dom > "$out/$name.html"; then
        echo "  $name: chromium could not load $url (see $out/chromium.log)"
        failures=$((failures + 1))
        return
    fi
    # Chromium writes the screenshot into its working directory unless given a full path.
    (cd "$out" && browse "$url" --screenshot="$out/$name.png" > /dev/null) || true
    if [[ ! -s $out/$name.png ]]; then
        echo "  $name: chromium took no screenshot of $url (see $out/chromium.log)"
        failures=$((failures + 1))
    elif python3 scripts/docs-site-check-page.py "$out/$name.html" "$@"; then
        echo "  $name: ok ($url, screenshot .build/docs-site/$name.png)"
    else
        failures=$((failures + 1))
    fi
}

echo "==> loading every landing page in headless Chromium"
check index documentation/ --lists "${modules[@]}"
for module in "${modules[@]}"; do
    lower=$(tr '[:upper:]' '[:lower:]' <<< "$module")
    check "$module" "documentation/$lower/" --module "$module" "Sources/$module/$module.docc/$module.md"
done
((failures == 0)) || fail "$failures page(s) rendered empty or wrong; the DOM dumps are in $out"
echo "docs-site: every page rendered; screenshots in $out"

if [[ ${1:-} == --keep-serving ]]; then
    echo "Serving on http://127.0.0.1:$port/documentation/ until interrupted"
    wait "$server"
fi
