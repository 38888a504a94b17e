#!/usr/bin/env bash
# Vendor the minified Vega, Vega-Lite and vega-embed builds (with their licences) that the odds explorer
# (whistodds/reports/explorer.py) inlines into its self-contained page.  Run from the repository root to redo
# it; the exact versions are pinned here.  Needs npm (the registry at build time only: nothing is fetched
# when the page is viewed).
set -euo pipefail
VEGA=5.33.1
VEGA_LITE=5.23.0
VEGA_EMBED=6.29.0
cd "$(dirname "$0")/.."
out=whistodds/reports/vendor
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
for spec in "vega-lite@$VEGA_LITE" "vega-embed@$VEGA_EMBED" "vega@$VEGA"; do
    name=${spec%@*}; version=${spec#*@}
    (cd "$work" && npm pack --silent "$spec" >/dev/null)
    mkdir -p "$work/$name"
    tar -xzf "$work/$name-$version.tgz" -C "$work/$name"
    cp "$work/$name/package/build/$name.min.js" "$out/$name.min.js"
    if [ -f "$work/$name/package/LICENSE" ]; then
        cp "$work/$name/package/LICENSE" "$out/$name.LICENSE"
    else
        # vega's tarball has no LICENSE file; its package.json says BSD-3-Clause, the licence of the
        # vega repository (github.com/vega/vega), by the same lab as vega-lite, whose text it shares.
        grep -q '"license": "BSD-3-Clause"' "$work/$name/package/package.json"
        { echo "$name $(grep -m1 '"version"' "$work/$name/package/package.json" | tr -d ' ,'): BSD-3-Clause"
          echo "(from its package.json; the npm tarball ships no LICENSE file; the text, as in vega-lite:)"
          echo
          sed 's/Copyright (c) 2015,/Copyright (c) 2015-2023,/' "$work/vega-lite/package/LICENSE"; } > "$out/$name.LICENSE"
    fi
done
printf 'vega %s\nvega-lite %s\nvega-embed %s\n' "$VEGA" "$VEGA_LITE" "$VEGA_EMBED" > "$out/VERSIONS"
