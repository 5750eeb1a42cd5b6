#!/usr/bin/env bash
# SPDX-License-Identifier: MPL-2.0
#
# Builds the documentation site and looks at it the way a reader would.
#
#   1. `swift run UtilityKitDemo --graph-dot` prints the demo app's dependency graph; Graphviz `dot` renders it.
#      Both files are committed, in DependencyContainer.docc/Resources (dependency-graph.dot and .png, which
#      the article Catching Lifetime Mistakes shows); the script fails when the regenerated .dot differs from
#      the committed one, so a change to the demo's graph comes with a new image.
#   2. `swift package generate-documentation` (swift-docc-plugin) builds every library's DocC catalog with
#      documentation warnings (broken links, unknown symbols) as errors, and merges them into one static site
#      (--enable-experimental-combined-documentation --transform-for-static-hosting): .build/docs-site/site.
#   3. The site is served on 127.0.0.1 (python3 -m http.server) and headless Chromium loads the combined
#      landing page and each module's landing page. A page fails when its rendered DOM lacks the module's
#      title, the abstract or the overview of its catalog, or shows DocC's error page. Then it loads Catching
#      Lifetime Mistakes, which fails unless it shows the graph: an <img> whose PNG the server returns.
#   4. A screenshot of every page: .build/docs-site/<Module>.png (index.png for the landing page,
#      CatchingLifetimeMistakes.png for the article).
#
# Needs the Swift toolchain, python3, Debian's `chromium` and `graphviz`, which it installs with apt-get when
# missing (CI machines are fresh and run as root). Usage: bash scripts/docs-site.sh [--keep-serving]
set -euo pipefail
cd "$(dirname "$0")/.."

out=$PWD/.build/docs-site
site=$out/site
fail() { printf 'docs-site: FAILED: %s\n' "$*" >&2; exit 1; }

# The libraries, in the README's order; each has Sources/<Module>/<Module>.docc.
modules=(SwiftConcurrency MultiCastDelegate Assertions Coordinator CoordinatorKitCompatibility DependencyContainer
    DependencyContainerTesting DependencyResolver ReactiveState)
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
rm -rf "$out" && mkdir -p "$out"   # the plugin's merge step needs the output's parent to exist
packages=()   # Debian packages to install: chromium loads the pages, graphviz's dot draws the graph
command -v chromium > /dev/null || packages+=(chromium)
command -v dot > /dev/null || packages+=(graphviz)
if ((${#packages[@]})); then
    echo "docs-site: installing Debian's ${packages[*]} (apt-get)"
    [[ $(id -u) == 0 ]] || fail "missing: ${packages[*]}; apt-get install ${packages[*]}, or run as root"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq > "$out/apt.log" 2>&1 || { cat "$out/apt.log" >&2; fail "apt-get update failed"; }
    apt-get install -y -qq --no-install-recommends "${packages[@]}" >> "$out/apt.log" 2>&1 ||
        { tail -20 "$out/apt.log" >&2; fail "apt-get install ${packages[*]} failed"; }
fi

echo "==> the demo app's dependency graph (UtilityKitDemo --graph-dot, Graphviz dot)"
graph=Sources/DependencyContainer/DependencyContainer.docc/Resources/dependency-graph
swift build -q --product UtilityKitDemo > "$out/demo-build.log" 2>&1 ||
    { tail -40 "$out/demo-build.log" >&2; fail "UtilityKitDemo does not build; full log: $out/demo-build.log"; }
"$(swift build --show-bin-path)/UtilityKitDemo" --graph-dot > "$out/dependency-graph.dot" ||
    fail "UtilityKitDemo --graph-dot failed"
grep -q '^digraph' "$out/dependency-graph.dot" || fail "UtilityKitDemo --graph-dot printed no DOT graph"
mkdir -p "$(dirname "$graph")" && cp "$out/dependency-graph.dot" "$graph.dot"
# 144 dpi: twice Graphviz's 72, sharp on Retina screens at DocC's content width.
dot -Tpng -Gdpi=144 -Gbgcolor=white -Gpad=0.2 "$graph.dot" -o "$graph.png" || fail "dot cannot render $graph.dot"
if git rev-parse --is-inside-work-tree > /dev/null 2>&1 && ! git diff --quiet -- "$graph.dot"; then
    git diff --stat -- "$graph.dot" >&2
    fail "the demo's dependency graph changed; commit the regenerated $graph.dot and $graph.png"
fi

echo "==> swift package generate-documentation (every library, warnings as errors, combined, static hosting)"
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
        --no-first-run --window-size=1280,${window_height:-1400} --virtual-time-budget=15000 "$2" "$1" \
        2>> "$out/chromium.log"
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

echo "==> loading every landing page, and the article with the graph, in headless Chromium"
check index documentation/ --lists "${modules[@]}"
for module in "${modules[@]}"; do
    lower=$(tr '[:upper:]' '[:lower:]' <<< "$module")
    check "$module" "documentation/$lower/" --module "$module" "Sources/$module/$module.docc/$module.md"
done
article=documentation/dependencycontainer/catchinglifetimemistakes
# A window tall enough that the screenshot shows the graph, at the article's end.
window_height=6000 check CatchingLifetimeMistakes "$article" --image dependency-graph "http://127.0.0.1:$port/$article"
((failures == 0)) || fail "$failures page(s) rendered empty or wrong; the DOM dumps are in $out"
echo "docs-site: every page rendered; screenshots in $out"

if [[ ${1:-} == --keep-serving ]]; then
    echo "Serving on http://127.0.0.1:$port/documentation/ until interrupted"
    wait "$server"
fi
