#!/usr/bin/env bash
# Fails when the public API of Injectable or InjectableTesting differs from the checked-in
# baseline (API/<module>.txt), or when a commit changed a baseline without changing
# CHANGELOG.md: a public change is deliberate, recorded, and announced.
#
#   bash Scripts/check-api.sh            check (CI)
#   bash Scripts/check-api.sh --update   write the baselines from the current sources
#
# The listing comes from a symbol graph built in the scratch Scripts/check-docs.sh uses
# (.build-docs), emitted down to internal declarations so that public ones hidden from the
# documentation (`@_documentation(visibility: internal)`) are listed too;
# Scripts/APIListing.swift says what a line holds.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
update=false
[[ ${1:-} == --update ]] && update=true
scratch=${DOCS_SCRATCH:-$root/.build-docs}
graphs="$scratch/symbol-graphs-api"
cd "$root"

tool="$scratch/api-listing/APIListing"
mkdir -p "$(dirname "$tool")" API
if [[ ! -x $tool || Scripts/APIListing.swift -nt $tool ]]; then
    swiftc -swift-version 6 -O Scripts/APIListing.swift -o "$tool"
fi

status=0
for module in Injectable InjectableTesting; do
    swift build --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc internal >/dev/null
    current=$("$tool" "$module" "$graphs")
    baseline="API/$module.txt"
    if $update; then
        printf '%s\n' "$current" >"$baseline"
        echo "$baseline: $(wc -l <"$baseline" | tr -d ' ') public declarations"
    elif ! diff -u --label "$baseline (checked in)" --label "$module (sources)" "$baseline" - <<<"$current"; then
        echo "error: the public API of $module differs from $baseline (above)." >&2
        echo "  If the change is meant: run 'bash Scripts/check-api.sh --update' and commit the baseline" >&2
        echo "  together with a CHANGELOG.md entry that says what changed and how to migrate." >&2
        status=1
    else
        echo "$module: $(wc -l <"$baseline" | tr -d ' ') public declarations, as in $baseline"
    fi
done

# Every commit that changed a baseline changed CHANGELOG.md too. (A shallow clone sees only the
# commits it has; CI's clone is complete.)
if ! $update && git rev-parse --git-dir >/dev/null 2>&1; then
    while read -r commit; do
        if ! git show --name-only --format= "$commit" | grep -qx CHANGELOG.md; then
            echo "error: commit $(git log -1 --format='%h (%s)' "$commit") changes the API baseline" \
                "but not CHANGELOG.md; every public change gets a CHANGELOG entry." >&2
            status=1
        fi
    done < <(git log --format=%H -- API/)
fi
exit "$status"
