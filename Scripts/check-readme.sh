#!/usr/bin/env bash
# Compiles every Swift example in README.md and in the DocC articles against the library built
# from this repository, so the documentation cannot drift from the API, and checks that their
# relative links point at files that exist.
#
#   bash Scripts/check-readme.sh                      README.md and Sources/*/*.docc/*.md
#   bash Scripts/check-readme.sh FILE.md [FILE.md...]  only those files
#
# THE CONVENTION FOR ```swift BLOCKS
#
#   Only blocks fenced as ```swift are checked; use ```sh, ```text, ```console ... for anything
#   else. Each block is its own small program, compiled (not run) with -swift-version 6 and
#   warnings as errors. What its FIRST LINE says decides how:
#
#   (anything else)            The block is prefixed with the prelude
#                                  import Injectable
#                                  let container = DependencyContainer()
#                              and compiled as a main file, so it may mix declarations and
#                              top-level statements.
#   // no-prelude              Compiled exactly as written: it imports what it needs itself
#                              (Injectable, Testing, Foundation ...) and makes its own container.
#   // ... Package.swift ...   A package manifest (e.g. `// Package.swift` or
#                              `// no-prelude: Package.swift`): type-checked against the
#                              toolchain's PackageDescription at the version its
#                              `// swift-tools-version:` line names (default 6.0).
#   // continued               Belongs to the previous block: the two (or more) compile together
#                              as one program, for an example that prose splits in parts.
#   // skip: <reason>          Not compiled (a deliberate fragment); listed as skipped.
#   // ... (not compiled here) Not compiled either: code for another library, shown for
#                              comparison (e.g. `// Before, with Swinject (not compiled here)`).
#
# Builds into .build-readme (override with README_SCRATCH).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
if (($# == 0)); then
    set -- "$root/README.md" "$root"/Sources/*/*.docc/*.md
fi
if (($# > 1)); then
    # One run per file; the library build after the first is a quick no-op.
    status=0
    for file in "$@"; do
        bash "$0" "$file" || status=1
        echo
    done
    ((status == 0)) && echo "All $# files OK."
    exit "$status"
fi
readme=$1
scratch=${README_SCRATCH:-$root/.build-readme}
work="$scratch/readme-blocks/$(basename "$readme" .md)"

[[ -f $readme ]] || { echo "error: $readme not found" >&2; exit 1; }
readme=$(cd "$(dirname "$readme")" && pwd)/$(basename "$readme")
readme_dir=$(dirname "$readme")
label=${readme#"$root"/}  # how messages name the README
failures=()

# --- Relative links ---------------------------------------------------------------------------
# Every [text](target) and ![alt](target) that is not a URL or an in-page anchor must name an
# existing file or folder, relative to the README. Link text may not contain "]", targets may
# not contain spaces (write %20), as on GitHub.
links=0
while IFS=$'\t' read -r line target; do
    links=$((links + 1))
    path=${target%%#*}
    path=$(printf '%b' "${path//%/\\x}")  # percent-decoding
    [[ -e $readme_dir/$path ]] || failures+=("$label:$line: the link target does not exist: $target")
done < <(awk '
    /^[ \t]*(```|~~~)/ { fenced = !fenced; next }
    fenced { next }
    {
        line = $0
        while (match(line, /\]\([^)[:space:]]+\)/)) {
            target = substr(line, RSTART + 2, RLENGTH - 3)
            line = substr(line, RSTART + RLENGTH)
            if (target ~ /^(https?:|mailto:|#)/) continue
            print NR "\t" target
        }
    }' "$readme")

# --- Extract the swift blocks -----------------------------------------------------------------
rm -rf "$work"
mkdir -p "$work"
# Writes each block to $work/<n>.swift (indentation of its fence removed) and lists
# "<n> <line of the opening fence>" in $work/index.
awk -v dir="$work" '
    !inside && /^[ \t]*```[ \t]*swift[ \t]*$/ {
        inside = 1; n++; indent = index($0, "`") - 1
        file = sprintf("%s/%03d.swift", dir, n)
        printf "" > file
        print n, NR > (dir "/index")
        next
    }
    inside && /^[ \t]*```[ \t]*$/ { inside = 0; close(file); next }
    inside { print (substr($0, 1, indent) ~ /^[ \t]*$/ ? substr($0, indent + 1) : $0) >> file }
    END { if (inside) { print "error: unterminated ```swift block at the end of the file" > "/dev/stderr"; exit 1 } }
' "$readme"
touch "$work/index"

# --- Group them into programs -----------------------------------------------------------------
# The block preceded by a directive that makes diagnostics point at the README's own lines.
located() {
    printf '#sourceLocation(file: "%s", line: %d)\n' "$readme" $(($2 + 1))
    cat "$1"
}

# A program is a list of blocks: one, or one followed by `// continued` blocks.
programs=()   # "kind<TAB>line<TAB>file" with kind: prelude | plain | manifest
skipped=()
while read -r n line; do
    block="$work/$(printf %03d "$n").swift"
    first=$(head -n 1 "$block" | sed -E 's/^[[:space:]]+//; s/[[:space:]]+$//')
    case $first in
    *"(not compiled here)"*)
        skipped+=("$label:$line (${first#// })")
        continue ;;
    "// skip"*)
        reason=${first#// skip}
        reason=${reason#:}
        skipped+=("$label:$line${reason:+ (${reason# })}")
        continue ;;
    "// continued"*)
        if ((${#programs[@]} == 0)); then
            failures+=("$label:$line: a '// continued' block with no block before it")
            continue
        fi
        last=${programs[${#programs[@]} - 1]}
        located "$block" "$line" >> "${last##*$'\t'}"
        continue ;;
    "//"*Package.swift*) kind=manifest ;;
    "// no-prelude"*) kind=plain ;;
    *) kind=prelude ;;
    esac
    program="$work/program-$(printf %03d "$n")"
    mkdir -p "$program"
    source_file="$program/main.swift"
    if [[ $kind == prelude ]]; then
        printf 'import Injectable\nlet container = DependencyContainer()\n' > "$source_file"
    else
        : > "$source_file"
    fi
    located "$block" "$line" >> "$source_file"
    [[ $kind == manifest ]] && mv "$source_file" "$program/Package.swift" && source_file="$program/Package.swift"
    programs+=("$kind"$'\t'"$line"$'\t'"$source_file")
done < "$work/index"

# --- Compile ------------------------------------------------------------------------------------
needs_library=false
for program in ${programs[@]+"${programs[@]}"}; do
    [[ ${program%%$'\t'*} == manifest ]] || needs_library=true
done
if $needs_library; then
    source "$root/Scripts/library.sh"
    echo "Building the library (scratch: ${scratch#"$root"/})"
    build_library "$root" "$scratch"
fi
manifest_api="$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/pm/ManifestAPI"

compiled=0
for program in ${programs[@]+"${programs[@]}"}; do
    IFS=$'\t' read -r kind line source_file <<<"$program"
    echo "$label:$line ($kind)"
    if [[ $kind == manifest ]]; then
        tools=$(sed -nE 's|^// *swift-tools-version: *([0-9]+(\.[0-9]+)?).*|\1|p' "$source_file" | head -n 1)
        command=(swiftc -typecheck -diagnostic-style llvm -I "$manifest_api" -package-description-version "${tools:-6.0}" "$source_file")
    else
        command=(swiftc -swift-version 6 -warnings-as-errors -diagnostic-style llvm "${LIBRARY_FLAGS[@]}" -c "$source_file"
            -o "$(dirname "$source_file")/main.o")
    fi
    if (cd "$(dirname "$source_file")" && "${command[@]}" 2>&1 | sed 's/^/    /'; exit "${PIPESTATUS[0]}"); then
        compiled=$((compiled + 1))
    else
        failures+=("$label:$line: the $kind block does not compile (source: $source_file)")
    fi
done

echo
for skip in ${skipped[@]+"${skipped[@]}"}; do echo "skipped: $skip"; done
if ((${#failures[@]})); then
    echo "FAILED:"
    printf '  %s\n' "${failures[@]}"
    exit 1
fi
echo "$label OK: $compiled Swift programs compile, ${#skipped[@]} skipped, $links relative links resolve."
