#!/usr/bin/env bash
# Checks what must NOT compile: every Tests/CompileFailures/*.swift is type-checked against the
# library built from this repository (Swift 6 language mode, through SIL: data-race errors come
# from a pass after type checking; a deprecation is an error) and must fail with the error its
# first line names:
#
#   // expected-error: <text the compiler's error message contains>
#
# A file that compiles, or fails for another reason, fails the check. Each file is its own
# program (top-level code allowed) and imports what it needs.
#
#   bash Scripts/check-compile-failures.sh [FILE.swift ...]
#
# Builds into .build-readme (shared with Scripts/check-readme.sh; override with README_SCRATCH).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${README_SCRATCH:-$root/.build-readme}
source "$root/Scripts/library.sh"
(($# > 0)) || set -- "$root"/Tests/CompileFailures/*.swift

echo "Building the library (scratch: ${scratch#"$root"/})"
build_library "$root" "$scratch" >/dev/null

status=0
for file in "$@"; do
    name=${file#"$root"/}
    expected=$(sed -nE '1s|^// expected-error: (.*)$|\1|p' "$file")
    if [[ -z $expected ]]; then
        echo "✗ $name: its first line must be '// expected-error: <message>'"
        status=1
        continue
    fi
    # -Werror DeprecatedDeclaration: a deprecated API is an error here, so a file can check that
    # a declaration is deprecated and that its message names the replacement.
    if output=$(swiftc -swift-version 6 -emit-sil -o /dev/null -diagnostic-style llvm -Werror DeprecatedDeclaration \
        "${LIBRARY_FLAGS[@]}" "$file" 2>&1); then
        echo "✗ $name compiles; it must fail with: $expected"
        status=1
    elif grep -F -- "error:" <<<"$output" | grep -qF -- "$expected"; then
        echo "✓ $name fails as it must: $expected"
    else
        echo "✗ $name fails, but not with: $expected"
        grep -F "error:" <<<"$output" | sed "s|$root/||; s/^/    /"
        status=1
    fi
done
exit "$status"
