#!/usr/bin/env bash
# Checks the allocations per operation (the Allocations target) against Thresholds/: fails when a
# count rises, or when a benchmark has no recorded count; passes, with a notice, when counts
# only fell. The benchmark package's own check does the measuring and the comparing:
#
#   swift package --disable-sandbox benchmark thresholds check
#
# It exits non-zero both when a count rose and when one fell (the plugin reports either as a
# failure), so this script tells the two apart by its report, and adds the coverage check (the
# plugin skips a benchmark that has no thresholds file).
#
# After a change that lowers (or, deliberately, raises) a count, record the new counts and
# update the table in Sources/Injectable/Injectable.docc/Performance.md:
#
#   swift package --disable-sandbox benchmark thresholds update
set -euo pipefail
cd "$(dirname "$0")/.."

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
# Without --no-progress: the check then lists the benchmarks it ran ("Checking [...]"), for the
# coverage check; its progress bars are left out of what is printed.
swift package --disable-sandbox benchmark thresholds check >"$log" 2>&1 || status=$?
grep -v 'ETA: ' "$log" || true

ran="$(grep '^Checking \[' "$log" | grep -o '"Allocations:[^"]*"' | sed 's/^"Allocations://; s/"$//' | sort -u || true)"
recorded="$(find Thresholds -name 'Allocations.*.p90.json' | sed 's|^Thresholds/Allocations\.||; s|\.p90\.json$||' | sort -u)"
if [[ -z $ran ]]; then
    echo "check-allocations: no benchmark ran (see the output above)" >&2
    exit 1
fi
missing="$(comm -23 <(echo "$ran") <(echo "$recorded"))"
stale="$(comm -13 <(echo "$ran") <(echo "$recorded"))"
if [[ -n $missing ]]; then
    echo "check-allocations: no recorded counts for: $(echo $missing);" \
        "run \`swift package --disable-sandbox benchmark thresholds update\` in Benchmarks/" >&2
    exit 1
fi
if [[ -n $stale ]]; then
    echo "check-allocations: Thresholds/ has counts for benchmarks that no longer exist: $(echo $stale)" >&2
    exit 1
fi

if [[ $status -eq 0 ]] && grep -q "is EQUAL to the defined thresholds" "$log"; then
    echo "check-allocations: every count equals the recorded one ($(echo "$ran" | wc -l) benchmarks)"
elif grep -q "is BETTER than the defined thresholds" "$log"; then
    echo "check-allocations: counts fell (above); record them with" \
        "\`swift package --disable-sandbox benchmark thresholds update\` and update Performance.md"
else
    echo "check-allocations: a count rose above Thresholds/, or the benchmarks failed (see above)" >&2
    exit 1
fi
