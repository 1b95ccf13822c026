/*:
 # Cycles and `didInject`

 A document knows its editor and the editor knows its document. If each asks for the other in
 `init(container:)`, neither init can finish first: there is no instance to hand out yet.

 Injectable breaks the cycle in two steps. An `InjectableObject` (or `InjectableValue`) may
 implement `didInject(container:)`, which runs right after `init(container:)` returns. And a
 cached instance (`.transient`, `.persistent`, `.graph`) is stored *before* `didInject` runs.
 So the document resolves its editor in `didInject`, and when the editor's init asks for the
 document, it gets this very instance.
 */
import Injectable

let container = DependencyContainer()

final class Document: InjectableObject {
    static let lifetime: Lifetime = .transient

    private(set) var editor: Editor!

    init(container: Container) {}

    func didInject(container: Container) {
        editor = container.resolve()
    }
}

final class Editor: InjectableObject {
    // Weak, so that the pair does not keep itself alive.
    private(set) weak var document: Document?

    init(container: Container) {
        document = container.resolve()
    }
}

var document: Document? = container.resolve()
check(document?.editor.document === document, "the editor got the very document that is resolving it")

weak var oldDocument = document
document = nil
check(oldDocument == nil, "with one side weak, the pair is freed when the app lets go")

/*:
 ## Why one side is weak
 With both references strong, the pair keeps itself alive after the app lets go of it: a leak
 that no container can free. The leak check finds it. `trackInstances()` records the instances
 a container builds; once the container is let go, `liveInstances` lists those still alive,
 each with the path that built it, the likely cause and the fix. (In a test,
 `.container.checkingLeaks()` from InjectableTesting does this for every test case.)
 */
final class Slide: InjectableObject {
    static let lifetime: Lifetime = .transient

    private(set) var notes: SpeakerNotes!

    init(container: Container) {}

    func didInject(container: Container) {
        notes = container.resolve()
    }
}

final class SpeakerNotes: InjectableObject {
    let slide: Slide  // strong: the mistake

    init(container: Container) {
        slide = container.resolve()
    }
}

var deck: DependencyContainer? = DependencyContainer()
let tracker = deck!.trackInstances()
var slide: Slide? = deck?.resolve()
slide = nil
deck = nil
let leaks = tracker.liveInstances
check(leaks.count == 2, "both halves of the strong pair outlive their container")
check(
    leaks.allSatisfy { if case .didInjectPair = $0.cause { true } else { false } },
    "the report names the pair that didInject wired")
check(leaks.allSatisfy { $0.fix.contains("weak") }, "and the fix: make one side weak")
print(leaks.first { $0.step.typeName == "SpeakerNotes" }?.description ?? "")

//: The document and its editor, with `document` weak, leave nothing behind:
var documents: DependencyContainer? = DependencyContainer()
let documentTracker = documents!.trackInstances()
var openDocument: Document? = documents?.resolve()
openDocument = nil
documents = nil
check(documentTracker.liveInstances.isEmpty, "with one side weak, the leak check finds nothing alive")

/*:
 ## A cycle that cannot close
 If every type in the cycle asks for the next one in `init(container:)`, no instance can exist
 first. Instead of recursing until the stack overflows, Injectable reports the cycle.
 Here the initialisers use the throwing `tryResolve()`, so the error reaches this page; with
 `resolve()` the program would stop with the same explanation (see the Errors page).
 */
final class Chicken: InjectableObject {
    let egg: Egg

    init(container: Container) throws {
        egg = try container.tryResolve()
    }
}

final class Egg: InjectableObject {
    let chicken: Chicken

    init(container: Container) throws {
        chicken = try container.tryResolve()
    }
}

var cycleError: ResolutionError?
do {
    let _: Chicken = try container.tryResolve()
} catch {
    cycleError = error
}
check(cycleError?.kind == .cycle, "a cycle through init(container:) is reported, not a stack overflow")
check(
    cycleError?.cycle.map(\.typeName) == ["Chicken", "Egg", "Chicken"],
    "the error names the cycle: Chicken → Egg → Chicken")
print(cycleError?.description ?? "")

//: The fix is the one at the top of this page: cache one of them and close the cycle in `didInject`.

//: [Previous](@previous) | [Next](@next)
