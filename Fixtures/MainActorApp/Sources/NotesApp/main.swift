import Foundation
import Injectable
import NotesServices

var failures = 0
func check(_ condition: Bool, _ what: String, line: Int = #line) {
    if !condition {
        failures += 1
        print("FAILED (main.swift:\(line)): \(what)")
    }
}

let container = DependencyContainer()
var events: [String] = []
let eventLog = EventLog()
container.setDiagnostics { event in eventLog.append("\(event)") }
container.install(AppModule(), ServicesModule())

// Concrete types, every lifetime, didInject cycles.
let database: Database = container.resolve()
check(database === container.resolve() as Database, "persistent is shared")
let editor: Editor = container.resolve()
check(editor.toolbar?.editor === editor, "didInject closes the cycle")
let screen: Screen = container.resolve()
check(screen.a === screen.b, "graph lifetime shares within a resolve")
check(screen.a !== (container.resolve() as Screen).a, "graph lifetime is per resolve")

// Interfaces: implementation, closure, keyed, several interfaces, resolveAll, default keys.
let store: any NotesStore = container.resolveInterface()
check(store.name == "disk", "register(interface:implementation:)")
check((container.resolveInterface(key: "memory") as any NotesStore).name == "memory", "keyed closure")
container.register(interfaces: (any Reading).self, (any Writing).self, implementation: FileStore.self)
let reading: any Reading = container.resolveInterface()
let writing: any Writing = container.resolveInterface()
check((reading as AnyObject) === (writing as AnyObject), "one implementation behind several interfaces")
container.register(interface: (any Plugin).self, key: "spell", implementation: SpellCheck.self)
container.register(interface: (any Plugin).self, key: "count", implementation: WordCount.self)
check((container.resolveAll() as [any Plugin]).map(\.id) == ["spell", "count"], "resolveAll")
check((container.resolveAll() as [(any Plugin)?]).count == 2, "resolveAll with an optional annotation")
container.setDefaultKey("memory", for: (any NotesStore).self)
check((container.resolveInterface() as any NotesStore).name == "memory", "default key")
container.setDefaultKey(nil, for: (any NotesStore).self)

// Keyed variants: objects, values, interfaces.
container.register(type: Greeting.self, key: "fr") { _ in "Bonjour" }
container.register(type: Greeting.self, key: "Hallo")
container.register(interface: (any Salutation).self, type: Greeting.self, key: "es") { _ in "Hola" }
container.register(interface: (any Salutation).self, type: Badge.self, key: "gold") { _ in "Gold" }
check((container.resolve(key: "fr") as Greeting).text == "Bonjour", "register(type:key:_:)")
check((container.resolve(key: "Hallo") as Greeting).text == "Hallo", "register(type:key:)")
check((container.resolveInterface(key: "es") as any Salutation).text == "Hola", "register(interface:type:key:_:)")
check((container.resolveInterface(key: "gold") as any Salutation).text == "Gold", "a value as a keyed interface")
check((container.resolve(key: "short") as NoteFormatter).pattern == "d/M", "a nonisolated value's variant")

// tryResolve family, optionals.
check((try? container.tryResolve() as Database) === database, "tryResolve")
check((try? container.tryResolveInterface() as (any NotesStore)?)??.name == "disk", "tryResolveInterface as P?")
let optionalStore: (any NotesStore)? = container.resolveInterface()
check(optionalStore?.name == "disk", "resolveInterface as P?")
check((try? container.tryResolveInterface() as (any Writing & Plugin)?) == nil, "nothing registered: nil")
check((try? container.tryResolve(key: "fr") as Greeting)?.text == "Bonjour", "tryResolve(key:)")

// validate(), from main-actor code: it checks every registration, main-actor ones on the main
// actor, and a .scoped one as a session resolves it.
check(container.scope().resolveInterface() as any Draft is SessionDraft, "a scoped interface in a session")
// One call, each registration on its own actor (DownloadQueue's on DownloadActor), and the
// app's roots, its screens' view models, with their @Injected properties.
// NB: from an async function: in top-level code Swift picks the synchronous overload of
// `validate()` even with `await` (it warns that nothing is awaited).
do {
    try await AppRoots.validate(container)
} catch {
    check(false, "validate: \(error)")
}
// The synchronous form, here on the main actor, cannot check DownloadActor's registration: it
// lists it apart, as not checked, and names the async form as the fix.
do {
    try validateHere(container)
    check(false, "the synchronous validate() checked a DownloadActor registration on the main actor")
} catch {
    check(error.failures.isEmpty, "validate here: \(error.failures)")
    check(error.unchecked.map(\.kind) == [.needsActor("DownloadActor")], "validate here: \(error.unchecked)")
}

// The app's own global actor: the queue is built there, once.
do {
    check(try await queue("episode 1", in: container) == ["episode 1"], "an interface built on DownloadActor")
    check(try await queue("episode 2", in: container) == ["episode 1", "episode 2"], "the persistent queue")
} catch {
    check(false, "DownloadActor: \(error)")
}

// A typed value per scope: the session's signed-in user, which another session does not see.
let signedIn = container.scope()
signedIn.setValue("ada", for: \.signedInUser)
check(signedIn.resolve(\.signedInUser) == "ada", "setValue(_:for:) in a scope")
check((signedIn.resolve() as AccountViewModel).user == "ada", "@Injected(\\.signedInUser) from the session")
check(container.scope().resolve(\.signedInUser) == nil, "another session has no user")
check((container.resolve() as AccountViewModel).user == nil, "the app container has no user")

// A parameterised provider: the downloads screen makes one download per episode, from the
// episode, with the rest of its graph from the screen's container; never cached.
let downloadsScreen: DownloadsViewModel = container.resolve()
let pilot = Episode(title: "Pilot")
let firstDownload = downloadsScreen.download(pilot)
let secondDownload = downloadsScreen.download(Episode(title: "Finale"))
check(firstDownload.episode == pilot, "ParameterProvider passes the episode to init(container:parameter:)")
check(secondDownload.episode.title == "Finale", "each call builds from its own parameter")
check(downloadsScreen.download(pilot) !== firstDownload, "ParameterProvider never caches, even for the same episode")
check(firstDownload.database === database, "a download's graph comes from the screen's container")
check((try? downloadsScreen.makeDownload.get(pilot))?.episode == pilot, "ParameterProvider.get(_:)")
let downloadsInTest: DownloadsViewModel = container.child().resolve()
check(downloadsInTest.download(pilot).database !== database, "a child's screen makes downloads in the child")

// Overrides in a child: a type, a key path, an interface.
let test = container.child()
test.override(Database.self) { @MainActor container in InMemoryDatabase(container: container) }
test.override(\.appName) { _ in "Test" }
test.override((any NotesStore).self) { _ in StubStore() }
check((test.resolve() as Database).kind == "memory", "override of a type")
check(test.resolve(\.appName) == "Test", "override of a key path")
check((test.resolveInterface() as any NotesStore).name == "stub", "override of an interface")
check((test.child().resolveInterface() as any NotesStore).name == "stub", "an interface override reaches children")
check((container.resolveInterface() as any NotesStore).name == "disk", "the parent is unchanged")
test.removeOverride((any NotesStore).self)
check((test.resolveInterface() as any NotesStore).name == "disk", "removing the override restores it")
// By type: no closure, so no @MainActor annotation, for a main-actor type and interface.
let byType = container.child()
byType.override(Database.self, with: InMemoryDatabase.self)
byType.override((any NotesStore).self, with: MemoryStore.self)
check((byType.resolve() as Database).kind == "memory", "override of a main-actor type by type")
check((byType.resolveInterface() as any NotesStore).name == "memory", "override of an interface by type")

// @Injected in a view model a session builds: the session's scoped list and its container's
// instances, without withCurrent.
let session = test.scope()
let groceries: GroceryViewModel = session.resolve()
groceries.add("milk")
check(groceries.list === session.resolve() as GroceryList, "@Injected scoped property through session.resolve()")
check((session.resolve() as GroceryList).items == ["milk"], "the view model edits the session's list")
check(groceries.database.kind == "memory", "@Injected object from the building container's override")
check(groceries.$list.container === session, "@Injected resolves from the session that built its owner")
let nextSession: GroceryViewModel = test.scope().resolve()
check(nextSession.list.items.isEmpty, "another session has its own list")

// @Injected in every mode, inject(), withCurrent (sync).
let model = test.withCurrent { NotesViewModel() }
check(model.store.name == "disk", "@Injected interface")
check(model.database.kind == "memory", "@Injected object, overridden")
check(model.memory.name == "memory", "@Injected(key:)")
check(model.missing == nil, "@Injected optional")
check(model.fallback.name == "stub", "@Injected(fallback:)")
check(model.live.name == "disk", "@Injected(mode: .live)")
test.setDefaultKey("memory", for: (any NotesStore).self)
check(model.live.name == "memory", "a live property follows the default key")
test.setDefaultKey(nil, for: (any NotesStore).self)
check(model.appName == "Test", "@Injected(\\.keyPath)")
check(model.greeting.text == "Bonjour", "@Injected(key:) of a variant")
check(model.formatter.pattern == "default", "@Injected value")
check(model.clock.now == 42, "@Injected nonisolated interface from the services module")
model.$store.replace(with: StubStore())
check(model.store.name == "stub", "projected value replaces")
let composer = container.withCurrent { Composer() }
check(composer.store.name == "disk" && composer.appName == "Notes", "inject() defaults")
check(composer.optionalStore?.name == "disk", "injectInterface() as P?")

// Sendable property injection from the services module.
let uploader = container.withCurrent { Uploader() }
check(uploader.logger === container.resolve() as Logger, "@Injected in a Sendable struct")
let engine = container.withCurrent { SyncEngine() }
let reporter = container.withCurrent { Reporter() }
_ = reporter

// A main-actor Task, withCurrent (async), and the off-main failure.
let task = Task { @MainActor in
    let engineSynced = await engine.sync()
    check(engineSynced, "@Injected in an actor")
    let title = await test.withCurrent { () async -> String in
        await Task.yield()
        let model = NotesViewModel()
        return model.appName
    }
    check(title == "Test", "withCurrent (async) on the main actor")
    let fromTask: any NotesStore = container.resolveInterface(key: "memory")
    check(fromTask.name == "memory", "resolve in a main-actor Task")

    // Off the main actor a main-actor implementation is never built: the resolve fails.
    let messages = await Task.detached { () -> [String] in
        var messages: [String] = []
        for key in [nil, "memory"] {
            do throws(ResolutionError) {
                _ = try container.tryResolveInterface(key: key) as any NotesStore
                messages.append("built off the main actor")
            } catch {
                messages.append(error.kind == .needsMainActor ? error.description : "\(error.kind)")
            }
        }
        return messages
    }.value
    check(messages[0].contains("cannot build DiskStore") && messages[0].contains("main actor"), messages[0])
    check(messages[1].contains("@MainActor closure registered for NotesStore"), messages[1])

    // Off the main actor, validate() builds none of the main-actor registrations: it reports
    // each as not checked, and says to call it from the main actor.
    let unchecked = await Task.detached { () -> [ResolutionError] in
        do throws(ValidationError) {
            try validateHere(container)
            return []
        } catch {
            return error.failures.isEmpty ? error.unchecked : error.failures
        }
    }.value
    let offMain = unchecked.filter { $0.kind == .needsMainActor }
    check(
        !offMain.isEmpty && unchecked.allSatisfy { [.needsMainActor, .needsActor("DownloadActor")].contains($0.kind) },
        "\(unchecked.map(\.kind))")
    check(
        offMain.allSatisfy { $0.description.contains("validate() ran off the main actor") },
        "validate() off the main actor says why it did not check")

    await checkRecipes(in: container)
    await checkIsolationDomains(in: container)
    await checkIsolatedImplementation(in: container)
}
_ = await task.result

check(eventLog.count > 0, "the diagnostics hook saw events")

// The app's graph, as DiagnosticsAndValidation.md shows it: `swift run NotesApp --graph`.
let graphed = AppComposition.makeContainer()
let recorder = GraphRecorder()
graphed.setDiagnostics(recorder.record)
graphed.register(interface: (any RecipeRepository).self, implementation: BundledRecipeRepository.self)
let graphedSession = graphed.scope()
let graphedGroceries: GroceryViewModel = graphedSession.resolve()
graphedGroceries.add("bread")
_ = graphedGroceries.database
_ = graphed.resolve() as Editor
_ = graphed.resolve() as Screen
_ = graphed.resolveInterface() as any NotesStore
_ = try? await graphed.resolve() as RecipeBookViewModel
_ = graphed.resolve() as DownloadsViewModel
check(recorder.mermaid.contains("main actor"), "the graph marks the app's main-actor types")
check(recorder.warningEdges.isEmpty, "no long-lived instance keeps a shorter-lived one")
check(
    recorder.deferredEdges.contains {
        $0.from == "DownloadsViewModel" && $0.to == "EpisodeDownload" && $0.deferral == .provider
    },
    "the graph draws what a parameterised provider defers: \(recorder.deferredEdges)")
check(
    recorder.deferredEdges.contains {
        $0.from == "GroceryViewModel" && $0.to == "GroceryList" && $0.deferral == .injected
    },
    "the graph draws an @Injected property")
check(
    recorder.mermaid.contains("RecipeBookViewModel<br/>.persistent · isolation unknown · async"),
    "an async main-actor view model's isolation is unknown to the engine, not nonisolated")
if CommandLine.arguments.contains("--graph") { print(recorder.mermaid) }

/// The synchronous validate(), where it is called: in async code `validate()` is the async form.
nonisolated func validateHere(_ container: DependencyContainer) throws(ValidationError) {
    try container.validate()
}

if failures > 0 {
    print("NotesApp: \(failures) check(s) failed")
    exit(1)
}
print("NotesApp: all checks passed")
