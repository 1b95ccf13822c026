/*:
 # First resolve

 Most containers begin with a composition root: one place that lists every type and how to
 build it. The list grows with the app, and it lives far from the types it describes.

 Injectable skips that list for the types you own. Each type says how to build itself in
 `init(container:)`, asking the container for what it needs, and `container.resolve()` walks
 the whole graph from there. Adding a dependency is a one-line change in the type that needs it.

 Value types conform to `InjectableValue`; classes conform to `InjectableObject` (next page).
 `Container` is the name `init(container:)` sees: it is the `DependencyContainer` that was asked.
 */
import Injectable

let fliesBuilt = Counter()

struct Fly: InjectableValue {
    let wings = 2

    init(container: Container) {
        fliesBuilt.increment()
    }
}

struct Spider: InjectableValue {
    let stomachContents: Fly

    init(container: Container) {
        stomachContents = container.resolve()
    }
}

struct Bird: InjectableValue {
    let stomachContents: Spider

    init(container: Container) {
        stomachContents = container.resolve()
    }
}

struct Cat: InjectableValue {
    let stomachContents: Bird

    init(container: Container) {
        stomachContents = container.resolve()
    }
}

struct Dog: InjectableValue {
    let stomachContents: Cat

    init(container: Container) {
        stomachContents = container.resolve()
    }
}

//: The type you ask for comes from the context: an annotation, or `as`. Nothing is registered.
let container = DependencyContainer()
let dog: Dog = container.resolve()
let fly = dog.stomachContents.stomachContents.stomachContents.stomachContents

check(fly.wings == 2, "one resolve built the whole Dog → Cat → Bird → Spider → Fly chain")

//: A value has no identity to share, so every resolve builds it anew.
let cat = container.resolve() as Cat

check(cat.stomachContents.stomachContents.stomachContents.wings == 2, "`resolve() as Cat` builds a Cat")
check(fliesBuilt.value == 2, "each resolve built its own Fly: values are never cached")

//: [Next](@next)
