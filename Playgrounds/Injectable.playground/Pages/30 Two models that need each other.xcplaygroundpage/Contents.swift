/*:
 # Two models that need each other

 *Chapter 4, Sessions, the main actor, async: The main actor and async types*

 A conversation screen shows its composer, and the composer sends into its
 conversation. If each asked for the other in `init(container:)`, neither could finish
 first: there is no instance to hand out yet. An object may implement
 `didInject(container:)`, which runs once its `init(container:)` has returned, and an
 instance that the container keeps (any lifetime but `.ephemeral`) is kept before
 `didInject` runs. So one side asks for the other in `didInject`, and when the other
 asks back, it gets this very instance.

 Give `ThreadModel` the `.transient` lifetime and let it resolve its composer in
 `didInject(container:)`. `ComposerModel` resolves its thread in its
 `init(container:)`, and keeps it `weak`. Why `.transient`: the container must keep
 the thread while its composer asks for it, which `.ephemeral` does not, and the
 pair belongs to one open conversation, so it must go when the screen closes, which
 a `.persistent` thread (one for the container's whole life, shared by every
 conversation) would not. A transient instance is kept exactly as long as something
 holds it.
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

// A conversation screen and its composer: each needs the other.
@MainActor
final class ThreadModel {
    private(set) var composer: ComposerModel!

    init(container: Container) {}

    func didInject(container: Container) {
        composer = container.resolve()
    }
}

extension ThreadModel: @MainActor InjectableObject {
    static let lifetime: Lifetime = .transient
}

@MainActor
final class ComposerModel {
    private(set) weak var thread: ThreadModel?

    init(container: Container) {
        thread = container.resolve()
    }
}

extension ComposerModel: @MainActor InjectableObject {}

// The composition root: makes the app's container, which the app keeps.
func makeAppContainer() -> DependencyContainer {
    DependencyContainer()
}

let app = makeAppContainer()  // what the app does once, at start-up
let screen: InboxScreenModel = app.resolve()

check(screen.client === app.resolve() as APIClient, "main-actor code resolves the main-actor model")

// Off the main actor, `app.resolve() as InboxScreenModel` does not compile: hop to the main actor first.
let fromBackground = await Task.detached {
    await MainActor.run { app.resolve() as InboxScreenModel }
}.value

check(fromBackground.client === screen.client, "a background task that hops to the main actor gets one too")

var thread: ThreadModel? = app.resolve()

check(thread?.composer.thread === thread, "the composer got the very thread that is resolving it")

weak var closedThread = thread
thread = nil

check(closedThread == nil, "with one side weak, the pair is freed when the screen closes")

/*:
 With both references strong, the pair would keep itself alive after the screen
 closes, and no container could free it. The leak check of [*Testing*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/Testing.md) finds such
 a pair, and a cycle that can never close is reported with its path: see
 [*Cycles and didInject*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/CyclesAndDidInject.md).
 */

//: [Previous](@previous) | [Next](@next)
