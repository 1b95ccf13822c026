#!/usr/bin/env bash
# Makes the pages of Injectable.playground from the DocC tutorial, so that the two cannot drift:
# the code of every page is a listing of Sources/Injectable/Injectable.docc/Resources/tutorial,
# and its prose comes from the .tutorial files in Sources/Injectable/Injectable.docc/Tutorials.
# The rules (what a page holds, where each step's prose goes) are at the top of
# Scripts/TutorialPages.swift.
#
#   bash Playgrounds/generate.sh           rewrites the pages and contents.xcplayground
#   bash Playgrounds/generate.sh --check   fails if the committed pages differ from the tutorial's
#   bash Playgrounds/generate.sh --plan    lists the listings that Playgrounds/run.sh runs
#
# Edit the tutorial, never the pages: run this after a change, and commit both.
# Builds its tool into .build-playgrounds (override with PLAYGROUND_SCRATCH).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
playground="$here/Injectable.playground"
catalog="$root/Sources/Injectable/Injectable.docc"
scratch=${PLAYGROUND_SCRATCH:-$root/.build-playgrounds}
tool="$scratch/tutorial-tool/TutorialPages"

if [[ ! -x $tool || $root/Scripts/TutorialPages.swift -nt $tool ]]; then
    mkdir -p "$(dirname "$tool")"
    swiftc -swift-version 6 -O "$root/Scripts/TutorialPages.swift" -o "$tool"
fi

case ${1:-} in
"")
    "$tool" pages "$catalog" "$playground"
    echo "Wrote the pages of ${playground#"$root"/} from the tutorial."
    ;;
--check)
    fresh=$(mktemp -d)
    trap 'rm -rf "$fresh"' EXIT
    mkdir -p "$fresh/Injectable.playground"
    "$tool" pages "$catalog" "$fresh/Injectable.playground"
    if ! diff -r "$fresh/Injectable.playground/Pages" "$playground/Pages" >"$fresh/diff" ||
        ! diff "$fresh/Injectable.playground/contents.xcplayground" "$playground/contents.xcplayground" >>"$fresh/diff"; then
        head -n 40 "$fresh/diff"
        echo "error: the playground's pages differ from what the tutorial makes." >&2
        echo "Edit the tutorial (not the pages), run 'bash Playgrounds/generate.sh', and commit the pages." >&2
        exit 1
    fi
    echo "The playground's pages are the tutorial's."
    ;;
--plan)
    "$tool" plan "$catalog"
    ;;
*)
    echo "usage: bash Playgrounds/generate.sh [--check | --plan]" >&2
    exit 2
    ;;
esac
