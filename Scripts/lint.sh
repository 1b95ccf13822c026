#!/usr/bin/env bash
# Checks that the Swift code is formatted as .swift-format says (fails on any finding).
#
#   bash Scripts/lint.sh          check
#   bash Scripts/lint.sh --fix    reformat in place, then check
#
# The playground pages are left out: their `/*: */` markup is what Xcode renders. So are the
# benchmark's generated scenarios (Benchmarks/Scripts/generate.swift writes them).
set -euo pipefail
cd "$(dirname "$0")/.."

paths=(Package.swift Sources Tests Fixtures Benchmarks/Package.swift Benchmarks/Sources/InjectableBenchmarks/main.swift
    Benchmarks/Sources/InjectableBenchmarks/Harness Benchmarks/Sources/InjectableBenchmarks/Scenarios
    Benchmarks/Sources/InjectableBenchmarks/Peers Benchmarks/Benchmarks)
existing=()
for path in "${paths[@]}"; do [[ -e $path ]] && existing+=("$path"); done

if [[ ${1:-} == --fix ]]; then swift format format --in-place --recursive "${existing[@]}"; fi
swift format lint --strict --recursive "${existing[@]}"
echo "lint: formatted as .swift-format says"
