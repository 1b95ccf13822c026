import Foundation
import Injectable
import Testing

enum CurrentFixtures {
    /// A value whose id says which container built it: each test overrides it with its own id.
    struct Marker: InjectableValue, Sendable {
        let id: Int
        init(container: Container) { id = -1 }
        init(id: Int) { self.id = id }
    }

    /// Reads an injected marker, lazily, from the container current when it was made.
    final class Owner {
        @Injected var marker: Marker
    }

    struct Failure: Error, Equatable {
        let code: Int
    }

    /// The id of the marker built by the current container.
    static func currentMarker() -> Int {
        (DependencyContainer.current.resolve() as Marker).id
    }

    /// Reads the current marker after suspending, from whatever task calls it.
    static func currentMarkerAfterSuspending(_ step: Int) async -> Int {
        await Task.yield()
        try? await Task.sleep(for: .milliseconds(step % 3))
        return currentMarker()
    }

    static func container(markedWith id: Int) -> DependencyContainer {
        let container = DependencyContainer()
        container.override(Marker.self) { _ in Marker(id: id) }
        return container
    }
}

// NB: no test in this file reads `DependencyContainer.current` outside `withCurrent`, except the
// two in the serialized `DefaultContainer` suite below: `setDefault` changes what such reads see.
@Suite("The current container")
struct CurrentContainerTests {
    typealias F = CurrentFixtures

    @Test("withCurrent makes a container current for a synchronous body")
    func syncWithCurrent() {
        let container = F.container(markedWith: 7)
        let (current, marker) = container.withCurrent { (DependencyContainer.current, F.currentMarker()) }
        #expect(current === container)
        #expect(marker == 7)
    }

    @Test("nested withCurrent calls: the innermost wins, and the outer one is back afterwards")
    func nestedWithCurrent() {
        let outer = F.container(markedWith: 1)
        let inner = F.container(markedWith: 2)
        outer.withCurrent {
            #expect(DependencyContainer.current === outer)
            inner.withCurrent {
                #expect(DependencyContainer.current === inner)
                #expect(F.currentMarker() == 2)
            }
            #expect(DependencyContainer.current === outer)
            #expect(F.currentMarker() == 1)
        }
    }

    @Test("a child container made current resolves with its own overrides")
    func childAsCurrent() {
        let parent = F.container(markedWith: 1)
        let child = parent.child()
        #expect(child.withCurrent { F.currentMarker() } == 1)
        child.override(F.Marker.self) { _ in F.Marker(id: 2) }
        #expect(child.withCurrent { F.currentMarker() } == 2)
        #expect(parent.withCurrent { F.currentMarker() } == 1)
    }

    @Test("the synchronous withCurrent returns the body's result and passes on its typed error")
    func syncWithCurrentThrows() {
        let container = DependencyContainer()
        #expect(container.withCurrent { 42 } == 42)
        let error = #expect(throws: F.Failure.self) {
            try container.withCurrent { () throws(F.Failure) -> Int in throw F.Failure(code: 3) }
        }
        #expect(error == F.Failure(code: 3))
        // The container is current again for a later body after the throw.
        #expect(container.withCurrent { DependencyContainer.current } === container)
    }

    @Test("the async withCurrent keeps the container current across suspension points")
    func asyncWithCurrent() async throws {
        let container = F.container(markedWith: 11)
        let ids = try await container.withCurrent { () async throws -> [Int] in
            var ids = [F.currentMarker()]
            await Task.yield()
            ids.append(F.currentMarker())
            try await Task.sleep(for: .milliseconds(2))
            ids.append(F.currentMarker())
            #expect(DependencyContainer.current === container)
            return ids
        }
        #expect(ids == [11, 11, 11])
    }

    @Test("the async withCurrent passes on the body's error")
    func asyncWithCurrentThrows() async {
        let container = DependencyContainer()
        await #expect(throws: F.Failure.self) {
            try await container.withCurrent { () async throws -> Int in
                await Task.yield()
                throw F.Failure(code: 1)
            }
        }
    }

    @Test("child tasks made with async let see the current container")
    func asyncLetInherits() async {
        let container = F.container(markedWith: 21)
        let ids = await container.withCurrent { () async -> [Int] in
            async let first = F.currentMarkerAfterSuspending(1)
            async let second = F.currentMarkerAfterSuspending(2)
            async let third = F.currentMarkerAfterSuspending(3)
            return await [first, second, third]
        }
        #expect(ids == [21, 21, 21])
    }

    @Test("task-group children see the current container")
    func taskGroupInherits() async {
        let container = F.container(markedWith: 31)
        let ids = await container.withCurrent { () async -> [Int] in
            await withTaskGroup(of: Int.self) { group in
                for step in 0..<8 {
                    group.addTask { await F.currentMarkerAfterSuspending(step) }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(ids == Array(repeating: 31, count: 8))
    }

    @Test("an unstructured Task started inside withCurrent sees the current container")
    func unstructuredTaskInherits() async {
        let container = F.container(markedWith: 41)
        let id = await container.withCurrent { () async -> Int in
            await Task { await F.currentMarkerAfterSuspending(1) }.value
        }
        #expect(id == 41)
    }

    @Test("a container made current in a child task does not change the parent task's")
    func childTaskScopeStaysLocal() async {
        let outer = F.container(markedWith: 1)
        let inner = F.container(markedWith: 2)
        let ids = await outer.withCurrent { () async -> [Int] in
            async let innerId = inner.withCurrent { () async -> Int in
                await F.currentMarkerAfterSuspending(1)
            }
            let outerId = await F.currentMarkerAfterSuspending(2)
            return [outerId, await innerId, F.currentMarker()]
        }
        #expect(ids == [1, 2, 1])
    }

    @Test("parallel tests each see only their own current container", arguments: 0..<20)
    func parallelIsolation(id: Int) async throws {
        let container = F.container(markedWith: id)
        let seen = try await container.withCurrent { () async throws -> [Int] in
            var seen = [F.currentMarker()]
            let owner = F.Owner()
            await Task.yield()
            seen.append(F.currentMarker())
            try await Task.sleep(for: .milliseconds(id % 4))
            seen.append(F.currentMarker())
            seen.append(owner.marker.id)

            async let fromChild = F.currentMarkerAfterSuspending(id)
            let fromGroup = await withTaskGroup(of: Int.self) { group in
                for step in 0..<4 {
                    group.addTask { await F.currentMarkerAfterSuspending(step + id) }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            seen.append(await fromChild)
            seen += fromGroup
            await Task.yield()
            seen.append(F.currentMarker())
            #expect(DependencyContainer.current === container)
            return seen
        }
        #expect(seen == Array(repeating: id, count: seen.count))
        #expect(seen.count == 10)
    }
}

extension CurrentContainerTests {
    // NB: serialized, and the only tests here that read `current` outside `withCurrent`:
    // `setDefault` is process-wide, so these two must not overlap.
    @Suite("The default container", .serialized)
    struct DefaultContainer {
        @Test("current falls back to the shared container when no container was made current")
        func fallsBackToShared() {
            #expect(DependencyContainer.current === DependencyContainer.shared)
        }

        @Test("setDefault changes current outside withCurrent, withCurrent still wins, and nil restores shared")
        func setDefault() async {
            let app = DependencyContainer()
            let test = DependencyContainer()
            DependencyContainer.setDefault(app)
            defer { DependencyContainer.setDefault(nil) }

            #expect(DependencyContainer.current === app)
            #expect(test.withCurrent { DependencyContainer.current } === test)
            // A detached task inherits no task-local container: it sees the default.
            let fromDetached = await Task.detached { DependencyContainer.current }.value
            #expect(fromDetached === app)

            DependencyContainer.setDefault(nil)
            #expect(DependencyContainer.current === DependencyContainer.shared)
        }
    }
}
