// A wait ends for the instance it waited for, and only its own ends: the steps on an entry and
// in the wait graph that end waits (a hand-over, the end of a claim, a waiter's own end), each
// taken on fake thread ids no real thread has (`ThreadState.id` is the address of a thread's
// state) and on an entry of a container of the test's own, so that tests running beside it
// share nothing in the process-wide graph.
import Synchronization
import Testing

@testable import Injectable

@Suite("Wait graph: a wait ends for what it waited for")
struct WaitEndTests {
    private final class Item {}
    private typealias Table = EntryTable<KeyedTable<CachedInstance>>
    private static let step = ResolutionStep(typeName: "Item", key: nil)

    /// An entry of a container of the test's own, as the wait graph names it.
    private struct Entry {
        let container = DependencyContainer()
        let key = CacheKey(Item.self, nil)
        var id: WaitGraph.InstanceID { WaitGraph.InstanceID(key, in: container) }
    }

    @Test("a thread waiting for an instance in flight stops waiting once the entry is handed to an async build")
    func handOverEndsThreadWaits() throws {
        let (builder, waiter): (UInt, UInt) = (.max - 20, .max - 21)
        let entry = Entry()
        let object = Item()
        var table = Table()
        table.entries[entry.key] = .injecting(owner: builder, object, stale: false)
        table.awaited.insert(entry.key)
        let wait = try #require(threadWait(waiter, for: builder, on: entry, existing: object))
        defer { WaitGraph.finish(entry.id) }
        let build = AsyncBuild(type: Item.self, key: nil, owner: entry.container, isKept: true)

        table.handOver(entry.key, object, to: build, waitID: entry.id)

        // Still waiting, the thread would block on a build that may suspend until it ends; woken,
        // it claims again and fails with `.needsAwait`, as a thread that came after the hand-over.
        #expect(!WaitGraph.hasWaiter(for: entry.id), "the thread still waits for a build handed to an async one")
        if !WaitGraph.hasWaiter(for: entry.id) { _ = wait.sleep() }
        guard case .handedOver(let claimed, _, _)? = table.entries[entry.key] else {
            Issue.record("the entry is \(String(describing: table.entries[entry.key]))")
            return
        }
        #expect(claimed === build)
        // Its next claim, outside the build's resolve: `.needsAwait` (`threadClaim`).
        guard
            case .waitForBuild(let awaited, _) = CachedInstance.Claim.handedOver(build, object).answer(
                by: waiter, in: nil)
        else {
            Issue.record("the thread's next claim does not wait for the build")
            return
        }
        #expect(awaited === build)
    }

    @Test("a thread released to take an instance as it is does not take another one in flight in the same entry")
    func releaseIsForTheInstanceItExisted() throws {
        let (builder, waiter, nextBuilder): (UInt, UInt, UInt) = (.max - 22, .max - 23, .max - 24)
        let entry = Entry()
        let elsewhere = WaitGraph.InstanceID(CacheKey(Int.self, nil), in: entry.container)
        let (older, newer) = (Item(), Item())
        // The waiter waits for `older`, whose didInject runs…
        let wait = try #require(threadWait(waiter, for: builder, on: entry, existing: older))
        defer { WaitGraph.finish(entry.id) }
        // …and is released to take it as it is: its builder waits for something the waiter builds.
        let builderWaits = WaitGraph.beginWait(
            .thread(builder), for: .thread(waiter), .instance(elsewhere), Self.step, release: {})
        #expect(number(builderWaits) != nil)
        WaitGraph.endWait(.thread(builder), for: .instance(elsewhere), number: number(builderWaits))
        let released = wait.sleep()
        let releasedForOlder = released === older
        #expect(releasedForOlder, "the thread was not released to take the instance it waited for")

        // Before its next turn, `older` is gone and another thread's `newer` is in flight.
        var frame = ResolutionFrame(parent: nil, container: entry.container, type: Item.self, key: nil, role: .type)
        let claim = withUnsafeMutablePointer(to: &frame) { frame in
            entry.container.threadClaim(
                .thread(owner: nextBuilder, injecting: newer), by: waiter, frame: frame, waitID: entry.id,
                canWait: true,
                released: released, awaited: {})
        }
        switch claim {
        case .take(let object):
            Issue.record("took \(object === newer ? "the newer instance" : "an instance"), not released for it")
        case .wait(let wait):
            WaitGraph.endWait(.thread(waiter), for: .instance(entry.id), number: wait.number)
        case .build, .failure:
            Issue.record("\(claim)")
        }
        // The instance it was released for, still in flight, it takes as it is.
        let same = CachedInstance.Claim.thread(owner: builder, injecting: older)
        guard case .take(let taken) = same.answer(by: waiter, in: nil, released: released) else {
            Issue.record("did not take the instance it was released for")
            return
        }
        let tookOlder = taken === older
        #expect(tookOlder)
    }

    @Test("ending a claim that is not the caller's leaves the waits for the entry's own build alone")
    func foreignEndKeepsWaits() throws {
        let (builder, waiter, stranger): (UInt, UInt, UInt) = (.max - 25, .max - 26, .max - 27)
        let entry = Entry()
        var table = Table()
        table.entries[entry.key] = .building(owner: builder, stale: false)
        table.awaited.insert(entry.key)
        try #require(threadWait(waiter, for: builder, on: entry) != nil)
        defer { WaitGraph.finish(entry.id) }

        let ended = table.endClaim(
            entry.key, keeping: nil, lifetime: .persistent, holdsContainer: false, waitID: entry.id,
            where: { owner, _ in owner == stranger })

        #expect(!ended)
        #expect(WaitGraph.hasWaiter(for: entry.id), "the waiter's wait ended while the builder still builds")
        #expect(table.awaited.contains(entry.key), "the table forgot that something waits for the entry")
    }

    @Test("the end of a wait that was finished leaves a newer wait of the same party for the same entry alone")
    func lateEndKeepsNewerWait() {
        // The party's identity is an object kept alive until the end, so no other test's build
        // can have its address meanwhile.
        let token = Item()
        defer { withExtendedLifetime(token) {} }
        let (builder, party): (UInt, WaitGraph.Party) = (.max - 28, .build(ObjectIdentifier(token)))
        let entry = Entry()
        let first = number(
            WaitGraph.beginWait(party, for: .thread(builder), .instance(entry.id), Self.step, release: {}))
        #expect(first != nil)
        // The instance is finished: the wait is over before the party's task wakes and ends it…
        WaitGraph.finish(entry.id)
        // …and another task of the party waits for the entry's next build.
        #expect(
            number(WaitGraph.beginWait(party, for: .thread(builder), .instance(entry.id), Self.step, release: {}))
                != nil)
        defer { WaitGraph.finish(entry.id) }

        WaitGraph.endWait(party, for: .instance(entry.id), number: first)  // the first task's, late

        #expect(WaitGraph.hasWaiter(for: entry.id), "the newer wait was ended by the first one's late end")
    }

    @Test("a task's wait for an instance its build's other tasks were released to take counts in a loop again")
    func newWaitAfterARelease() {
        let token = Item()
        defer { withExtendedLifetime(token) {} }
        let (builder, party): (UInt, WaitGraph.Party) = (.max - 29, .build(ObjectIdentifier(token)))
        let entry = Entry()
        let (elsewhere, further) = (
            WaitGraph.InstanceID(CacheKey(Int.self, nil), in: entry.container),
            WaitGraph.InstanceID(CacheKey(String.self, nil), in: entry.container)
        )
        defer { for id in [entry.id, elsewhere, further] { WaitGraph.finish(id) } }
        // A task of the party waits for the entry, whose didInject runs…
        let first = WaitGraph.beginWait(
            party, for: .thread(builder), .instance(entry.id), Self.step, exists: true, release: {})
        #expect(number(first) != nil)
        // …and is released to take it: the builder waits for something the party builds.
        let builderWaits = WaitGraph.beginWait(
            .thread(builder), for: party, .instance(elsewhere), Self.step, release: {})
        #expect(number(builderWaits) != nil)
        WaitGraph.endWait(.thread(builder), for: .instance(elsewhere), number: number(builderWaits))
        // Another task of the party waits for the entry: a wait of its own, not the released one.
        let released = Mutex(false)
        let second = WaitGraph.beginWait(
            party, for: .thread(builder), .instance(entry.id), Self.step, exists: true,
            release: { released.withLock { $0 = true } })
        #expect(number(second) != nil)
        // The released task's end, late, by its wait's number, leaves the new wait alone.
        WaitGraph.endWait(party, for: .instance(entry.id), number: number(first))

        // The builder's next wait for the party closes a loop through that wait, and releases it.
        _ = WaitGraph.beginWait(.thread(builder), for: party, .instance(further), Self.step, release: {})

        #expect(released.withLock { $0 }, "the second task's wait was merged into the released one, in no loop")
    }

    /// The wait of thread `waiter` for `builder`'s build of `entry` (`existing`: the instance,
    /// whose didInject runs), recorded; nil if it would deadlock.
    private func threadWait(
        _ waiter: UInt, for builder: UInt, on entry: Entry, existing: AnyObject? = nil
    ) -> WaitGraph.ThreadWait? {
        guard
            case .wait(let wait) = WaitGraph.prepareWait(
                waiter, for: builder, instance: entry.id, existing: existing, type: Item.self)
        else { return nil }
        return wait
    }

    /// The number of the wait `decision` recorded, if it is a wait.
    private func number(_ decision: WaitGraph.Decision) -> Int? {
        if case .wait(let number) = decision { return number }
        return nil
    }
}
