/*:
 # Concurrency and `@MainActor`

 `DependencyContainer` is `Sendable`: register, resolve and override from any thread or task.
 A `.persistent` or `.transient` instance is built **exactly once**, even when many tasks ask
 for it first at the same moment: one builds it, the others wait and get the same instance.
 */
import Foundation
import Injectable

let cachesBuilt = Counter()

final class ImageCache: InjectableObject, Sendable {
    static let lifetime: Lifetime = .persistent

    init(container: Container) {
        cachesBuilt.increment()
        Thread.sleep(forTimeInterval: 0.02)  // a slow start makes it likely that the tasks collide
    }
}

let container = DependencyContainer()

let instances = await withTaskGroup(of: ObjectIdentifier.self) { group in
    for _ in 0..<64 {
        group.addTask { ObjectIdentifier(container.resolve() as ImageCache) }
    }
    var seen = Set<ObjectIdentifier>()
    for await instance in group { seen.insert(instance) }
    return seen
}
check(cachesBuilt.value == 1, "64 concurrent first resolves built the persistent ImageCache exactly once")
check(instances.count == 1, "all 64 got that one instance")

/*:
 ## `@MainActor` types
 A view model usually belongs to the main actor, and so does its initialiser. A plain
 conformance to `InjectableObject` would promise an `init(container:)` callable from any
 thread, which a main-actor initialiser cannot keep. An *isolated conformance* (Swift 6.2)
 says what is true: `ViewModel` is an `InjectableObject` on the main actor.

 The compiler enforces it. Resolving `ViewModel` from main-actor code (this page's top level,
 a view, a `@MainActor` function) just works; resolving it from a background task does not
 compile, so hop to the main actor first.
 */
@MainActor
final class ViewModel {
    let cache: ImageCache
    var title = "Gallery"

    init(container: Container) {
        cache = container.resolve()
    }
}

extension ViewModel: @MainActor InjectableObject {
    static let lifetime: Lifetime = .persistent
}

let model: ViewModel = container.resolve()
check(model.cache === container.resolve() as ImageCache, "the main-actor ViewModel shares the cache the tasks built")

// In a background task, `container.resolve() as ViewModel` would not compile; `MainActor.run` hops first.
let fromBackground = await Task.detached {
    await MainActor.run { container.resolve() as ViewModel }
}.value
check(fromBackground === model, "a task that hops to the main actor gets the same persistent ViewModel")

//: [Previous](@previous) | [Next](@next)
