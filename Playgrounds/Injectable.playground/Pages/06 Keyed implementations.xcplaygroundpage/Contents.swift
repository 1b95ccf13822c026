/*:
 # Keyed implementations and a switchable default

 Several implementations of one interface can live side by side, each under a key: a disk
 store, an in-memory store, a cloud store. A caller that cares picks one with
 `resolveInterface(key:)`. Everyone else calls `resolveInterface()` and gets the *default* key,
 which the app can switch at run time (from a setting, a feature flag, a debug menu) without
 any caller changing.
 */
import Injectable

let container = DependencyContainer()

protocol Store: AnyObject {
    var name: String { get }
}

final class DiskStore: Store, InjectableObject {
    let name = "disk"
    init(container: Container) {}
}

final class MemoryStore: Store, InjectableObject {
    let name = "memory"
    init(container: Container) {}
}

final class CloudStore: Store, InjectableObject {
    let name = "cloud"
    init(container: Container) {}
}

container.register(interface: Store.self, key: "disk", implementation: DiskStore.self)
container.register(interface: Store.self, key: "memory", implementation: MemoryStore.self)
container.register(interface: Store.self, key: "cloud", implementation: CloudStore.self)

let scratch: Store = container.resolveInterface(key: "memory")
check(scratch.name == "memory", "resolveInterface(key:) picks an implementation by key")

container.setDefaultKey("disk", for: Store.self)
check((container.resolveInterface() as Store).name == "disk", "resolveInterface() returns the default key's implementation")

container.setDefaultKey("cloud", for: Store.self)
check((container.resolveInterface() as Store).name == "cloud", "switching the default changes what the next resolve returns")
check(container.defaultKey(for: Store.self) == "cloud", "defaultKey(for:) tells which key is the default")

//: For plug-in lists, `resolveAll()` returns every implementation, keyed or not.
let stores: [Store] = container.resolveAll()
check(stores.map(\.name) == ["disk", "memory", "cloud"], "resolveAll() returns every implementation in registration order")

/*:
 `setDefaultKey(nil, for:)` goes back to the unkeyed registration. There is none here, so
 `resolveInterface()` would fail; the error lists the keys that *are* registered.
 */
container.setDefaultKey(nil, for: Store.self)
var noDefault: ResolutionError?
do {
    let _: Store = try container.tryResolveInterface()
} catch {
    noDefault = error
}
check(noDefault?.registeredKeys == ["cloud", "disk", "memory"], "without a default, the error lists the registered keys")

//: [Previous](@previous) | [Next](@next)
