# Sourced, not run: builds the Injectable library with SwiftPM and describes how a lone Swift
# file compiles and links against it with plain `swiftc`. Used by Playgrounds/run.sh,
# Scripts/check-readme.sh and Scripts/check-compile-failures.sh. A scratch folder copied or moved
# from elsewhere is emptied first (see forget_moved_scratch).
#
#   build_library <repo-root> <scratch-path>
#
# sets
#   LIBRARY_FLAGS    swiftc flags that make `import Injectable` (and `import InjectableTesting`)
#                    work
#   LIBRARY_OBJECTS  the object files to link
#   TESTING_OBJECTS  the object files of InjectableTesting, for a program that runs Swift Testing
#                    tests with the `.container` trait (linked with the toolchain's -lTesting)
#
# NB: the library imports the C target InjectableRuntime from inlinable code, so a client needs
# that module too. SwiftPM generates its module map in the build folder (the target has none
# of its own), which is why the generated one is passed with -fmodule-map-file.

# Empties a scratch folder that was built for another place: a repository copied or moved with
# its scratch folders. SwiftPM and the compiler keep absolute paths there (the module cache's
# among them), and a first build then fails with "precompiled file ... was compiled with module
# cache path ...". The folder records where it was built (the repository and the scratch path)
# in .built-for; a folder without that record, built before it existed, is judged by the scratch
# path SwiftPM wrote in its debug.yaml.
forget_moved_scratch() {
    local root=$1 scratch=$2 here record="$2/.built-for"
    mkdir -p "$scratch"
    here=$(printf '%s\n%s' "$(cd "$root" && pwd)" "$(cd "$scratch" && pwd)")
    if { [[ -f $record ]] && [[ $(<"$record") != "$here" ]]; } ||
        { [[ ! -f $record && -f $scratch/debug.yaml ]] && ! grep -qF -- "$(cd "$scratch" && pwd)/" "$scratch/debug.yaml"; }; then
        echo "The scratch folder $scratch was built elsewhere (a copied or moved repository): emptying it."
        rm -rf "$scratch"
        mkdir -p "$scratch"
    fi
    printf '%s\n' "$here" >"$record"
}

build_library() {
    local root=$1 scratch=$2
    forget_moved_scratch "$root" "$scratch"
    swift build --package-path "$root" --scratch-path "$scratch" --target Injectable
    # The test trait too, so that examples may `import InjectableTesting`.
    swift build --package-path "$root" --scratch-path "$scratch" --target InjectableTesting
    local bin
    bin=$(swift build --package-path "$root" --scratch-path "$scratch" --show-bin-path)

    LIBRARY_FLAGS=(-I "$bin/Modules")
    LIBRARY_OBJECTS=()

    # The Swift target's objects, as named by this build's output file map: a plain *.o glob
    # would also pick up objects of source files deleted since an earlier build.
    local map="$bin/Injectable.build/output-file-map.json" object
    [[ -f $map ]] || { echo "error: $map not found; did the build layout change?" >&2; return 1; }
    while IFS= read -r object; do
        LIBRARY_OBJECTS+=("$object")
    done < <(sed -nE 's/^ *"object": *"(.*)",?$/\1/p' "$map")
    ((${#LIBRARY_OBJECTS[@]})) || { echo "error: no objects listed in $map" >&2; return 1; }

    TESTING_OBJECTS=()
    map="$bin/InjectableTesting.build/output-file-map.json"
    [[ -f $map ]] || { echo "error: $map not found; did the build layout change?" >&2; return 1; }
    while IFS= read -r object; do
        TESTING_OBJECTS+=("$object")
    done < <(sed -nE 's/^ *"object": *"(.*)",?$/\1/p' "$map")

    # C targets (a folder with include/): their module map and objects.
    local dir name
    for dir in "$root"/Sources/*/; do
        name=$(basename "$dir")
        [[ -d $dir/include ]] || continue
        if [[ -f $bin/$name.build/module.modulemap ]]; then
            LIBRARY_FLAGS+=(-Xcc "-fmodule-map-file=$bin/$name.build/module.modulemap")
        else
            LIBRARY_FLAGS+=(-I "$dir/include")
        fi
        for object in "$bin/$name.build/"*.o; do
            [[ -f $object ]] && LIBRARY_OBJECTS+=("$object")
        done
    done
}
