#!/usr/bin/env bash
# Compiles and runs every page of Injectable.playground, in the order contents.xcplayground lists
# them, and then every listing of the DocC tutorial the pages are made from, against the library
# built from this repository, with nothing but the Swift toolchain.
#
#   bash Playgrounds/run.sh              every page and every listing
#   bash Playgrounds/run.sh protocol     only the pages and listings whose name contains one of
#                                        the arguments
#
# The playground's Sources/ folder is compiled as a module of its own and imported implicitly by
# each page and listing, as Xcode does for a page. Each checks its own claims with `check(_:_:)`,
# which prints "✓ claim" or prints "✗ claim" and exits non-zero; no check may sit on a path that
# may not be taken (Sources/Helpers.swift says how). The run fails if a page or listing does not
# compile (warnings count as errors), exits non-zero, prints a ✗, or checks nothing.
#
# The listings (Sources/Injectable/Injectable.docc/Resources/tutorial, as
# `bash Playgrounds/generate.sh --plan` lists them) are of four kinds: an app listing is a
# program, run as a page is; a test file (Swift Testing) is type-checked together with the app
# listing of the step before it, as a test target compiles against its app, and on Linux its tests
# run (Swift Testing's own entry point, after the listing's top-level code) and must all pass; an
# output must appear, as it is, in what that app listing prints; a manifest (Package.swift) is
# type-checked against the toolchain's PackageDescription. The pages themselves are made from the
# listings: `bash Playgrounds/generate.sh --check` proves that they are.
#
# In Xcode the same pages render as a tutorial: open Package.swift, build the Injectable scheme
# for My Mac, then open Playgrounds/Injectable.playground in that window (the playground builds
# the active scheme and imports its modules).
#
# Builds into .build-playgrounds (override with PLAYGROUND_SCRATCH); a scratch folder that was
# built for another place (a copied repository) is emptied first, see Scripts/library.sh.
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

matches() {
    (($# == 1)) && return 0
    local name=$1 filter
    shift
    for filter in "$@"; do [[ $name == *"$filter"* ]] && return 0; done
    return 1
}

selected=()
for page in "${pages[@]}"; do
    matches "$page" "$@" && selected+=("$page")
done

# The listings of the tutorial: "app FILE", "test FILE APP", "output FILE APP", "manifest FILE".
listings_dir="$root/Sources/Injectable/Injectable.docc/Resources/tutorial"
plan=()
while IFS= read -r entry; do
    read -r _ file _ <<<"$entry"
    matches "$file" "$@" && plan+=("$entry")
done < <(bash "$here/generate.sh" --plan)
((${#selected[@]} + ${#plan[@]})) || { echo "error: no page or listing matches: $*" >&2; exit 1; }

# --- Build ------------------------------------------------------------------------------------
echo "Building the library (scratch: ${scratch#"$root"/})"
build_library "$root" "$scratch"

rm -rf "$work"
mkdir -p "$work/sources"
swift_flags=(-swift-version 6 -warnings-as-errors "${LIBRARY_FLAGS[@]}")

# NB: Xcode names this module after the playground; pages never name it, so any name works.
# helper_flags import it (enough to type-check), helpers also link it.
helper_flags=(-I "$work/sources" -Xfrontend -import-module -Xfrontend PlaygroundSources)
sources=("$playground"/Sources/*.swift)
if [[ -f ${sources[0]} ]]; then
    swiftc "${swift_flags[@]}" -parse-as-library -wmo -module-name PlaygroundSources \
        -emit-module -emit-module-path "$work/sources/PlaygroundSources.swiftmodule" \
        -c "${sources[@]}" -o "$work/sources/PlaygroundSources.o"
    helpers=("${helper_flags[@]}" "$work/sources/PlaygroundSources.o")
else
    helper_flags=()
    helpers=()
fi

run_limit=()
command -v timeout >/dev/null && run_limit=(timeout 120)
# A crashing page prints its message and a short backtrace, without registers and images.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-limit=16,registers=none,images=none}

# --- Compile and run each page, then each listing --------------------------------------------
failed=()
index=0
# Compiles and runs one program (a page or an app listing); its output is left in $output.
run_program() {
    local label=$1 source=$2
    index=$((index + 1))
    local executable="$work/program-$index" status checks
    output=""
    # A single Swift file may have top-level code whatever its name, so the program compiles as it
    # is and diagnostics point at the file itself.
    if ! swiftc "${swift_flags[@]}" ${helpers[@]+"${helpers[@]}"} "$source" "${LIBRARY_OBJECTS[@]}" -o "$executable"; then
        failed+=("$label (does not compile)")
        return
    fi
    set +e
    output=$(cd "$work" && ${run_limit[@]+"${run_limit[@]}"} "$executable" 2>&1)
    status=$?
    set -e
    [[ -n $output ]] && printf '%s\n' "$output" | sed 's/^/  /'
    checks=$(grep -c '^✓ ' <<<"$output" || true)
    if ((status != 0)); then
        failed+=("$label (exit status $status)")
    elif grep -q '^✗ ' <<<"$output"; then
        failed+=("$label (a check failed)")
    elif ((checks == 0)); then
        failed+=("$label (checks nothing)")
    fi
}

for page in ${selected[@]+"${selected[@]}"}; do
    contents="$playground/Pages/$page.xcplaygroundpage/Contents.swift"
    printf '\n▸ %s\n' "$page"
    if [[ ! -f $contents ]]; then
        echo "  ✗ missing $contents"
        failed+=("$page (missing)")
        continue
    fi
    run_program "$page" "$contents"
done

mkdir -p "$work/outputs"
for entry in ${plan[@]+"${plan[@]}"}; do
    read -r kind file app <<<"$entry"
    printf '\n▸ listing %s\n' "$file"
    case $kind in
    app)
        run_program "listing $file" "$listings_dir/$file"
        printf '%s\n' "$output" >"$work/outputs/$file.out"
        ;;
    test)
        # The test file and its app listing, compiled as one module (the listing as main.swift,
        # for its top-level code), as a test target sees the app it imports.
        target="$work/test-${file%.swift}"
        rm -rf "$target"
        mkdir -p "$target"
        cp "$listings_dir/$app" "$target/main.swift"
        cp "$listings_dir/$file" "$target/$file"
        if [[ $(uname) != Linux ]]; then
            # NB: linking Swift Testing by hand is done for Linux's toolchain layout only (its
            # libTesting.so); elsewhere the test file is type-checked, which CI's Linux run exceeds.
            if (cd "$target" && swiftc "${swift_flags[@]}" ${helper_flags[@]+"${helper_flags[@]}"} -typecheck main.swift "$file"); then
                echo "  type-checks with $app"
            else
                failed+=("listing $file (does not type-check with $app)")
            fi
            continue
        fi
        # After the listing's own code, Swift Testing runs the file's tests as `swift test` would,
        # and exits non-zero when one fails.
        printf '\nimport Foundation\nimport Testing\n\nexit(await Testing.__swiftPMEntryPoint() as CInt)\n' >>"$target/main.swift"
        if ! (cd "$target" && swiftc "${swift_flags[@]}" ${helpers[@]+"${helpers[@]}"} main.swift "$file" \
            "${LIBRARY_OBJECTS[@]}" "${TESTING_OBJECTS[@]}" -lTesting -o tests); then
            failed+=("listing $file (does not compile with $app)")
            continue
        fi
        set +e
        # NO_COLOR, and the escapes stripped: Swift Testing colours its lines even into a pipe.
        output=$(cd "$target" && NO_COLOR=1 ${run_limit[@]+"${run_limit[@]}"} ./tests 2>&1)
        status=$?
        output=$(sed -E $'s/\x1b\\[[0-9;]*m//g' <<<"$output")
        set -e
        printf '%s\n' "$output" | grep -E '^(✓|✗|✔|✘) ' | grep -v ' started\.$' | sed 's/^/  /' || true
        if ((status != 0)) || ! grep -qE '^✔ Test run with [0-9]+ tests? .*passed' <<<"$output"; then
            printf '%s\n' "$output" | sed 's/^/    /'
            failed+=("listing $file (its tests fail, with $app)")
        fi
        ;;
    manifest)
        # Type-checked as SwiftPM reads a manifest, at the tools version its first line names.
        tools=$(sed -nE 's|^// *swift-tools-version: *([0-9]+(\.[0-9]+)?).*|\1|p' "$listings_dir/$file" | head -n 1)
        manifest_api="$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/pm/ManifestAPI"
        target="$work/manifest-${file%.swift}"
        mkdir -p "$target"
        cp "$listings_dir/$file" "$target/Package.swift"
        if (cd "$target" && swiftc -typecheck -I "$manifest_api" -package-description-version "${tools:-6.0}" Package.swift); then
            echo "  type-checks as a manifest (tools ${tools:-6.0})"
        else
            failed+=("listing $file (not a valid manifest)")
        fi
        ;;
    output)
        # What the step shows is what the app listing before it prints.
        if [[ ! -f $work/outputs/$app.out ]]; then
            failed+=("listing $file ($app did not run first)")
        elif [[ $(<"$work/outputs/$app.out") == *"$(<"$listings_dir/$file")"* ]]; then
            echo "  is what $app prints"
        else
            echo "  ✗ $app does not print it; it prints:"
            sed 's/^/    /' "$work/outputs/$app.out"
            failed+=("listing $file (not what $app prints)")
        fi
        ;;
    esac
done

echo
if ((${#failed[@]})); then
    echo "FAILED:"
    printf '  %s\n' "${failed[@]}"
    exit 1
fi
echo "All ${#selected[@]} pages and ${#plan[@]} listings passed."
