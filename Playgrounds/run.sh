#!/usr/bin/env bash
# Compiles and runs every page of Injectable.playground, in the order contents.xcplayground lists
# them, against the library built from this repository, with nothing but the Swift toolchain.
#
#   bash Playgrounds/run.sh            every page
#   bash Playgrounds/run.sh Lifetimes  only the pages whose name contains one of the arguments
#
# The playground's Sources/ folder is compiled as a module of its own and imported implicitly by
# each page, as Xcode does. Every page checks its own claims with `check(_:_:)`, which prints
# "✓ claim" or prints "✗ claim" and exits non-zero. The run fails if a page does not compile
# (warnings count as errors), exits non-zero, prints a ✗, or checks nothing.
#
# In Xcode the same pages render as a tutorial: open Package.swift, build the Injectable scheme
# for My Mac, then open Playgrounds/Injectable.playground in that window (the playground builds
# the active scheme and imports its modules).
#
# Builds into .build-playgrounds (override with PLAYGROUND_SCRATCH).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
playground="$here/Injectable.playground"
scratch=${PLAYGROUND_SCRATCH:-$root/.build-playgrounds}
work="$scratch/playground-pages"

source "$root/Scripts/library.sh"

# --- The pages, in order ---------------------------------------------------------------------
pages=()
while IFS= read -r page; do pages+=("$page"); done < <(
    sed -nE "s/.*<page name=['\"]([^'\"]+)['\"].*/\1/p" "$playground/contents.xcplayground")
((${#pages[@]})) || { echo "error: no pages listed in contents.xcplayground" >&2; exit 1; }

for dir in "$playground"/Pages/*.xcplaygroundpage; do
    name=$(basename "$dir" .xcplaygroundpage)
    listed=false
    for page in "${pages[@]}"; do [[ $page == "$name" ]] && listed=true; done
    $listed || { echo "error: page '$name' is not listed in contents.xcplayground" >&2; exit 1; }
done

selected=()
for page in "${pages[@]}"; do
    if (($# == 0)); then selected+=("$page"); continue; fi
    for filter in "$@"; do [[ $page == *"$filter"* ]] && { selected+=("$page"); break; }; done
done
((${#selected[@]})) || { echo "error: no page matches: $*" >&2; exit 1; }

# --- Build ------------------------------------------------------------------------------------
echo "Building the library (scratch: ${scratch#"$root"/})"
build_library "$root" "$scratch"

rm -rf "$work"
mkdir -p "$work/sources"
swift_flags=(-swift-version 6 -warnings-as-errors "${LIBRARY_FLAGS[@]}")

# NB: Xcode names this module after the playground; pages never name it, so any name works.
helpers=(-I "$work/sources" -Xfrontend -import-module -Xfrontend PlaygroundSources)
sources=("$playground"/Sources/*.swift)
if [[ -f ${sources[0]} ]]; then
    swiftc "${swift_flags[@]}" -parse-as-library -wmo -module-name PlaygroundSources \
        -emit-module -emit-module-path "$work/sources/PlaygroundSources.swiftmodule" \
        -c "${sources[@]}" -o "$work/sources/PlaygroundSources.o"
    helpers+=("$work/sources/PlaygroundSources.o")
else
    helpers=()
fi

run_limit=()
command -v timeout >/dev/null && run_limit=(timeout 120)
# A crashing page prints its message and a short backtrace, without registers and images.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-limit=16,registers=none,images=none}

# --- Compile and run each page ---------------------------------------------------------------
failed=()
total_checks=0
index=0
for page in "${selected[@]}"; do
    index=$((index + 1))
    contents="$playground/Pages/$page.xcplaygroundpage/Contents.swift"
    executable="$work/page-$index"
    printf '\n▸ %s\n' "$page"
    if [[ ! -f $contents ]]; then
        echo "  ✗ missing $contents"
        failed+=("$page (missing)")
        continue
    fi
    # A single Swift file may have top-level code whatever its name, so the page compiles as it
    # is and diagnostics point at the page itself.
    if ! swiftc "${swift_flags[@]}" ${helpers[@]+"${helpers[@]}"} "$contents" "${LIBRARY_OBJECTS[@]}" -o "$executable"; then
        failed+=("$page (does not compile)")
        continue
    fi
    set +e
    output=$(cd "$work" && ${run_limit[@]+"${run_limit[@]}"} "$executable" 2>&1)
    status=$?
    set -e
    [[ -n $output ]] && printf '%s\n' "$output" | sed 's/^/  /'
    checks=$(grep -c '^✓ ' <<<"$output" || true)
    total_checks=$((total_checks + checks))
    if ((status != 0)); then
        failed+=("$page (exit status $status)")
    elif grep -q '^✗ ' <<<"$output"; then
        failed+=("$page (a check failed)")
    elif ((checks == 0)); then
        failed+=("$page (checks nothing)")
    fi
done

echo
if ((${#failed[@]})); then
    echo "FAILED: ${#failed[@]} of ${#selected[@]} pages:"
    printf '  %s\n' "${failed[@]}"
    exit 1
fi
pages_text="${#selected[@]} page"; ((${#selected[@]} == 1)) || pages_text+="s"
echo "All $pages_text passed: $total_checks checks in ${SECONDS}s."
