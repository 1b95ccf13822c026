/*:
 # A main-actor view model

 *Chapter 4, Sessions, the main actor, async: The main actor and async types*

 View models belong to the main actor, two of them may need each other, and some types
 need `await` to exist at all. All are injectable, and the compiler keeps each where it
 belongs.

 A plain conformance to `InjectableObject` promises an `init(container:)` that any
 thread may call, which a main-actor initialiser cannot keep. An *isolated conformance*
 (Swift 6.2) says what is true instead: `extension InboxScreenModel: @MainActor
 InjectableObject {}` makes the type injectable on the main actor only, and the compiler
 rejects a resolve from anywhere else. For an app target that is main-actor by default,
 see [*Main actor and Swift 6.2 app targets*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/MainActorAppTargets.md).

 **Step 1 of 2.**

 Declare a main-actor `InboxScreenModel` with an isolated conformance, and resolve it
 from main-actor code.
 */
import Injectable

final class APIClient: InjectableObject, Sendable {
    static let lifetime: Lifetime = .persistent

    init(container: Container) {}
}

// A view model belongs to the main actor, and so does its initialiser.
@MainActor
final class InboxScreenModel {
    let client: APIClient
    var selection: String?

    init(container: Container) {
        client = container.resolve()
    }
}

extension InboxScreenModel: @MainActor InjectableObject {}

let app = DependencyContainer()
let screen: InboxScreenModel = app.resolve()

check(screen.client === app.resolve() as APIClient, "main-actor code resolves the main-actor model")

//: [Previous](@previous) | [Next](@next)
