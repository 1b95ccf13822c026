import Injectable
import NotesServices

/// The app's composition root: main-actor, as every declaration of this module is, so only
/// main-actor code may call it (the tests give it to the `.container` trait as a closure).
enum AppComposition {
    static func makeContainer() -> DependencyContainer {
        let container = DependencyContainer()
        container.install(AppModule(), ServicesModule())
        return container
    }
}
