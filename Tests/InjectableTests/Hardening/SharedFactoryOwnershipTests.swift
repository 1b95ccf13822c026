// A registration of an `implementation:` without a key uses the factory that the process
// shares for the pair, held by the container without a reference count (the process never
// frees it). Once the process shares no more pairs, a container's factory is its own again, and
// must live exactly as long as the container.

import Testing

@testable import Injectable

@Suite("Ownership of shared registrations")
struct SharedFactoryOwnershipTests {
    typealias Fixtures = SharedRegistrationFixtures

    @Test("a shared registration costs its container no reference: the container holds it without owning it")
    func sharedIsNotOwned() {
        let container = DependencyContainer()
        container.register(interface: Fixtures.Clock.self, implementation: Fixtures.SystemClock.self)
        let entry = container.state.withLock { $0.interfaces[CacheKey(Fixtures.Clock.self, nil)] }
        #expect(entry != nil)
        #expect(entry?.owner == nil, "the process keeps a shared factory; the container takes no reference")
    }

    @Test("once the process shares no more pairs, a container owns its registration, which lives as long as it does")
    func unsharedOnceNoMoreAreShared() async {
        // In a process of its own: the process then shares nothing for the rest of its life.
        await #expect(processExitsWith: .success) {
            SharedFactories.stop()
            weak var factory: AnyObject?
            do {
                let container = DependencyContainer()
                container.register(
                    interface: (any Fixtures.Ticking).self,
                    implementation: Fixtures.Ticker.self)
                let entry = container.state.withLock {
                    $0.interfaces[CacheKey((any Fixtures.Ticking).self, nil)]
                }
                precondition(entry?.owner != nil, "a factory that is not shared is its container's own")
                factory = entry?.owner
                // Overwrite freed memory of every size near a factory's: a factory freed when the
                // registering call returned would be garbage below.
                var reuse: [[UInt8]] = []
                for size in 16..<160 { reuse.append([UInt8](repeating: 0xA5, count: size)) }
                for _ in 0..<3 {
                    let ticker: any Fixtures.Ticking = try! container.tryResolveInterface()
                    precondition(ticker is Fixtures.Ticker)
                }
                precondition(reuse.count == 144 && factory != nil)
            }
            precondition(factory == nil, "the container's own factory is freed with it")
        }
    }
}
