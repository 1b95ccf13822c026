import Injectable
import InjectableTesting
import Testing

/// The values this file's fixtures read, typed by their key paths.
extension InjectedValues {
    fileprivate var number: Int? { nil }
}

/// Names the container it was built in (its "number" value).
final class NumberProbe: InjectableObject {
    let number: Int?
    init(container: Container) { number = container.resolve(\.number) }
}

/// An object resolved by a test case: its property comes from the container that built it.
final class NumberScreen: InjectableObject {
    @Injected var probe: NumberProbe
    init(container: Container) {}
    init() {}
}

@Suite("@Injected under the .container trait")
struct InjectedHomeTraitTests {
    @Test(
        "parallel cases each resolve @Injected properties from their own child, built by a resolve or by hand",
        .container(base: app), arguments: 0..<64)
    func eachCaseIsIsolated(number: Int) async {
        DependencyContainer.current.setValue(number, for: \.number)
        for _ in 0..<3 {
            await Task.yield()  // let the other cases run in between
            let resolved: NumberScreen = DependencyContainer.current.resolve()
            #expect(resolved.probe.number == number)
            #expect(NumberScreen().probe.number == number, "built outside any resolve: current")
        }
    }
}
