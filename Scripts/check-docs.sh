#!/usr/bin/env bash
# Fails if a public symbol of the Injectable module has no doc comment, listing each one with
# its file and line, or if the module's DocC catalog (Sources/<module>/<module>.docc) leaves a
# top-level symbol, or a member of a type with an extension page, out of its topic groups.
# Reads the module's symbol graph; the rules (what is excluded and why) are at the top of
# Scripts/DocCoverage.swift.
#
#   bash Scripts/check-docs.sh [--links] [module]     (module defaults to Injectable)
#
# --links also builds the documentation with `docc convert` (from the toolchain) and fails on
# its warnings: symbol links (``like-this``) that do not resolve, undocumented parameters.
#
# Builds into .build-docs (override with DOCS_SCRATCH).
#
# NB: the symbol graph comes from the compiler (-emit-symbol-graph) while building the one
# target, not from `swift package dump-symbol-graph`: on Swift 6.3.1 the latter also tries the
# test-discovery modules of the package, fails on them ("Couldn't load module
# 'InjectablePackageTests'") and exits non-zero.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
links=false
if [[ ${1:-} == --links ]]; then links=true; shift; fi
module=${1:-Injectable}
scratch=${DOCS_SCRATCH:-$root/.build-docs}
graphs="$scratch/symbol-graphs"

build() {
    swift build --package-path "$root" --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
}

echo "Building $module with its symbol graph (scratch: ${scratch#"$root"/})"
mkdir -p "$graphs"
build
if [[ ! -f $graphs/$module.symbols.json ]]; then
    # The build was up to date, so nothing re-emitted the graph that went missing: start afresh.
    rm -rf "$scratch"
    mkdir -p "$graphs"
    build
fi

tool="$scratch/doc-coverage/DocCoverage"
mkdir -p "$(dirname "$tool")"
if [[ ! -x $tool || $root/Scripts/DocCoverage.swift -nt $tool ]]; then
    swiftc -swift-version 6 -O "$root/Scripts/DocCoverage.swift" -o "$tool"
fi
cd "$root"
status=0
catalog=()
[[ -d Sources/$module/$module.docc ]] && catalog=("Sources/$module/$module.docc")
"$tool" "$module" "$graphs" ${catalog[@]+"${catalog[@]}"} || status=$?

if $links; then
    echo
    echo "Building the documentation with docc to check its links"
    # Only this module's graphs: the folder also holds those of the modules it depends on (and of
    # the other modules documented from the same scratch), which docc would document too.
    module_graphs="$scratch/symbol-graphs-$module"
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    cp "$graphs/$module.symbols.json" "$module_graphs/"
    for extension in "$graphs/$module@"*.symbols.json; do
        [[ -f $extension ]] && cp "$extension" "$module_graphs/"
    done
    warnings=$(docc convert ${catalog[@]+"${catalog[@]}"} --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
        --output-path "$scratch/$module.doccarchive" --ide-console-output --diagnostic-level warning 2>&1 |
        grep -E '(warning|error):' | sed "s|^$root/||" | sort -u || true)
    if [[ -n $warnings ]]; then
        echo "docc reports $(wc -l <<<"$warnings" | tr -d ' ') problems:"
        printf '%s\n' "$warnings" | sed 's/^/  /'
        status=1
    else
        echo "docc reports no problems."
    fi
fi
exit "$status"
