import Injectable
import Swinject

// graph-lifetime: an object shared within one resolve, the `.graph` lifetime (Swinject's
// `.graph` object scope; swift-dependencies has none).

enum GraphLifetime {
    /// Shared by everything one resolve builds. Not `Sendable`: the engine records the isolation
    /// domain of each instance it builds (the harder case; a `Sendable` session is about a third
    /// faster).
    final class Session: InjectableObject {
        static let lifetime: Lifetime = .graph
        init() {}
        init(container: Injectable.Container) {}
    }

    final class Reader: InjectableObject {
        let session: Session
        init(session: Session) { self.session = session }
        init(container: Injectable.Container) { session = container.resolve() }
    }

    final class Writer: InjectableObject {
        let session: Session
        init(session: Session) { self.session = session }
        init(container: Injectable.Container) { session = container.resolve() }
    }

    /// Ephemeral: a reader and a writer that share one session.
    final class Root: InjectableObject {
        let reader: Reader
        let writer: Writer
        init(reader: Reader, writer: Writer) {
            self.reader = reader
            self.writer = writer
        }
        init(container: Injectable.Container) {
            reader = container.resolve()
            writer = container.resolve()
        }
    }

    static func handWritten() -> Root {
        let session = Session()
        return Root(reader: Reader(session: session), writer: Writer(session: session))
    }

    static func register(in c: Swinject.Container) {
        c.register(Session.self) { _ in Session() }.inObjectScope(.graph)
        c.register(Reader.self) { r in Reader(session: r.resolve(Session.self)!) }.inObjectScope(.transient)
        c.register(Writer.self) { r in Writer(session: r.resolve(Session.self)!) }.inObjectScope(.transient)
        c.register(Root.self) { r in Root(reader: r.resolve(Reader.self)!, writer: r.resolve(Writer.self)!) }
            .inObjectScope(.transient)
    }
}

extension Scenario {
    static let graphLifetime = Scenario(
        name: "graph-lifetime",
        about: "an ephemeral root whose two ephemeral parts share one .graph session; one op builds 4 objects"
    ) { bench in
        let sink = bench.sink
        let injectable = DependencyContainer()
        let root: GraphLifetime.Root = injectable.resolve()
        precondition(root.reader.session === root.writer.session, "one session per resolve")
        let swinject = Swinject.Container()
        GraphLifetime.register(in: swinject)
        let peerRoot = swinject.resolve(GraphLifetime.Root.self)!
        precondition(peerRoot.reader.session === peerRoot.writer.session, "one session per resolve")
        let results = bench.measure(
            "graph-lifetime",
            [
                Contender("hand-written") { n in
                    for _ in 0..<n { sink.take(GraphLifetime.handWritten()) }
                },
                Contender("Injectable") { n in
                    for _ in 0..<n { sink.take(injectable.resolve() as GraphLifetime.Root) }
                },
                Contender("Swinject") { n in
                    for _ in 0..<n { sink.take(swinject.resolve(GraphLifetime.Root.self)!) }
                },
            ])
        bench.recordAgainstHand("graph-lifetime", results)
    }
}
