// Cycle detection on one path, and the stack-depth guard (waits across threads and tasks:
// `WaitGraph.swift`).
//
// On one path, a thread's or a task's, a request that comes back with nothing cached in between
// would repeat forever. Where resolving must stop anyway (a thread's stack runs low:
// `checkStack`; a task's path reaches `AsyncPath.depthLimit`: `checkAsyncRecursion`), one rule,
// `firstRepetition`, looks for such a repetition and reports it as a cycle; so shallow graphs
// never pay for it, and a recursion that ends is never cut short. Across threads, a thread that would wait for an instance another thread builds
// asks the `WaitGraph` first: a wait that would close a loop of waits is a cycle too (or, when
// an instance in the loop already exists, a wait to skip).

/// The slow path of pushing a request (`push`), taken when the request at `frame`, starting at
/// stack address `here`, may not have room for one more level of the graph (see
/// `ThreadState.needsStackCheck`). If the path repeats a request with nothing cached in between,
/// it is reported as the cycle it most likely is; otherwise as too deep.
///
/// NB: a cycle is looked for only here, where resolving must stop anyway, so that a recursion
/// which ends through outside state is never cut short, however deep it goes.
@usableFromInline
@inline(never)
func checkStack(
    _ frame: Frame, at here: UInt, _ thread: ThreadState, _ container: DependencyContainer
) throws(ResolutionError) {
    guard thread.stackExhausted(at: here) else { return }
    // `path(to:)` names the types where there is stack enough; the diagnostics hook runs user
    // code, so it runs there too.
    let frames = ResolutionFrame.frames(to: frame)
    let error: ResolutionError
    if let (first, repeated) = firstRepetition(in: frames.map(\.pointee)) {
        if let mismatch = nonConformingImplementation(in: frames[first...repeated]) {
            // The loop goes through an implementation that could never be returned anyway.
            let path = ResolutionFrame.path(to: mismatch.request)
            error = ResolutionError(
                kind: .typeMismatch(
                    expected: _typeName(mismatch.interface, qualified: false),
                    actual: _typeName(mismatch.type, qualified: false)),
                path: path,
                context: "It does not conform to the interface it is registered for, and resolving "
                    + "that interface from its own init(container:) repeated the two forever.")
        } else {
            let path = ResolutionFrame.path(to: frames[repeated])
            error = ResolutionError(kind: .cycle, path: path, cycle: Array(path[first...]))
        }
    } else {
        error = ResolutionError(kind: .tooDeep(depth: frames.count), path: ResolutionFrame.path(to: frame))
    }
    throw withStack(atLeast: 128 << 10) { container.failed(error) }
}

/// In `frames`, consecutive requests of the calling thread, an interface request followed by the
/// request for its implementation, where the implementation does not conform to the interface;
/// with the interface request (the failure is that request's).
///
/// The request after an interface's is its implementation only for an `implementation:`
/// registration of that type; after a closure's, it is whatever the closure resolves first.
private func nonConformingImplementation(
    in frames: ArraySlice<Frame>
) -> (interface: Any.Type, type: Any.Type, request: Frame)? {
    for index in frames.indices where index < frames.endIndex - 1 {
        let interface = frames[index].pointee
        let implementation = frames[index + 1].pointee
        guard interface.role == .interface, !interface.isOverridden, implementation.role == .type,
            registeredImplementation(of: interface).map({ $0 == implementation.type }) == true
        else { continue }
        if Metadata.conforms(implementation.type, to: interface.type) == false {
            return (interface.type, implementation.type, frames[index])
        }
    }
    return nil
}

/// The implementation type registered for the interface request `request` (under the key it
/// resolved), up its container's lineage; nil for a closure registration.
///
private func registeredImplementation(of request: ResolutionFrame) -> Any.Type? {
    let key = CacheKey(id: ObjectIdentifier(request.type), request.key)
    return request.container.nearest { $0.interfaces[key]?.factory.implementation }
}

/// Bytes of stack kept free below the deepest request, besides room for one more level:
/// enough to unwind and to hand the error's making to a thread with more stack.
let stackMargin: UInt = 32 * 1024

/// How many times the largest level measured is kept free for the next one. More than one: an
/// init may call functions whose frames are larger than the level itself and return before it
/// resolves anything, which the measure cannot see (an unoptimised build's generic code copies
/// a large value several times). Measured: twice was short by a few KiB for inits that build
/// a 64 KiB value through nested generic initialisers; three times costs nothing for ordinary
/// graphs, whose levels stay under a third of the default budget.
@usableFromInline
let levelReserve = 3

/// The stack one level of a graph is assumed to use until a larger one is measured.
@usableFromInline
let defaultLevelBudget = 8 * 1024

/// What makes two requests of a path the same one, for `firstRepetition`.
private struct RepeatableRequest: Hashable {
    let container: ObjectIdentifier
    let type: ObjectIdentifier
    let key: String?
    let role: ResolutionStep.Role
    let isOverridden: Bool
    /// For a request no override builds: the type the innermost override running above it
    /// replaces (see `isRunningOverride`).
    let insideOverride: ObjectIdentifier?
    let firstInsertion: UInt32
}

/// The first request of `requests` (a path, outermost first) that repeats an earlier one with
/// nothing cached on the path between their beginnings (so it would repeat forever), and
/// that earlier one, as positions in `requests`.
///
/// Two requests had nothing cached between their beginnings exactly when the first instance
/// cached after each began is the same one, or none (`PathRequest.firstInsertion`).
///
/// What a request does also depends on the overrides around it: a request that an override
/// builds runs the override's closure, and inside that closure a request for the type it
/// replaces gets the original (a decorator). So two requests are the same only if both are
/// overridden or neither, and, when neither is, under the same innermost override: the
/// requests below them see that override. (Below an overridden request, its own override is the
/// innermost one, whatever was above it.)
func firstRepetition(in requests: [some PathRequest]) -> (first: Int, repeated: Int)? {
    var seen: [RepeatableRequest: Int] = [:]
    var insideOverride: ObjectIdentifier? = nil
    for (index, request) in requests.enumerated() {
        let request = RepeatableRequest(
            container: request.containerID, type: ObjectIdentifier(request.type), key: request.key, role: request.role,
            isOverridden: request.isOverridden, insideOverride: request.isOverridden ? nil : insideOverride,
            firstInsertion: request.firstInsertion)
        if let first = seen.updateValue(index, forKey: request) { return (first, index) }
        if request.isOverridden { insideOverride = request.type }
    }
    return nil
}

/// Fails a request for an uncached object made, through a cached object's build, from that
/// same object's `didInject`: the cached object would keep a second instance, not the one
/// being wired, and the pair would come out half-wired.
///
/// Only called while an uncached object's `didInject` runs on this thread (or task).
@usableFromInline
func checkUncachedCycle(at asked: Frame, _ container: DependencyContainer) throws(ResolutionError) {
    let frames = ResolutionFrame.frames(to: asked)
    guard let (first, keeper) = uncachedCycle(in: frames.map(\.pointee)) else { return }
    let path = ResolutionFrame.path(to: asked)
    throw container.failed(
        ResolutionError(
            kind: .uncachedCycle, path: path, cycle: Array(path[first...]), keeper: frames[keeper].pointee.step))
}

/// `checkUncachedCycle` for an async request, at `asked`.
func checkUncachedCycle(at asked: AsyncFrame, _ container: DependencyContainer) throws(ResolutionError) {
    guard asked.isInsideUncachedInjection else { return }
    let frames = asked.frames
    guard let (first, keeper) = uncachedCycle(in: frames) else { return }
    let path = frames.map(\.step)
    throw container.failed(
        ResolutionError(kind: .uncachedCycle, path: path, cycle: Array(path[first...]), keeper: frames[keeper].step))
}

/// In `requests` (a path, outermost first, ending with a request for an uncached object), the
/// `didInject` of an earlier object of the same request, and the cached request between them
/// nearest to it (the one that would keep a second instance), as positions in `requests`; `nil`
/// when there is no such `didInject`, or no cached request between.
func uncachedCycle(in requests: [some PathRequest]) -> (first: Int, keeper: Int)? {
    guard let asked = requests.last else { return nil }
    var keeper: Int?
    for index in requests.indices.dropLast().reversed() {
        let request = requests[index]
        if request.role == .didInject, request.containerID == asked.containerID,
            ObjectIdentifier(request.type) == ObjectIdentifier(asked.type), request.key == asked.key
        {
            return keeper.map { (index, $0) }
        }
        if request.isCached { keeper = index }
    }
    return nil
}

extension ResolutionFrame {
    /// The cycle that waiting at `frame` would close across threads: this thread's requests
    /// from the one building what the last thread of `loop` waits for down to `frame`, then
    /// what each other thread in the loop waits for, which ends where the cycle began.
    static func cycle(to frame: Frame, across loop: [WaitGraph.Waited]) -> [ResolutionStep] {
        let others = loop.map(\.step)
        let frames = frames(to: frame)
        guard case .instance(let mine)? = loop.last?.awaited,
            let start = frames.firstIndex(where: { $0.pointee.builds(mine) })
        else {
            // Not expected: the loop ends at an instance this thread builds. Name the request at least.
            return [frame.pointee.step] + others
        }
        return frames[start...].map(\.pointee.step) + others
    }

    /// Whether this frame is the request building `instance` (in a container's cache).
    private func builds(_ instance: WaitGraph.InstanceID) -> Bool {
        role != .interface && role != .keyPath && containerID == instance.container
            && CacheKey(type, key) == instance.key
    }

}
