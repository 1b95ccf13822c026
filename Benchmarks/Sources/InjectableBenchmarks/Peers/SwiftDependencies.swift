import Dependencies

// swift-dependencies 1.17.1, in its idiomatic form: every dependency is a `DependencyKey` with
// a `liveValue`, read through `@Dependency(\.name)`. The library keeps one `liveValue` per
// key (so a key is what Injectable calls persistent); what is built anew on every request is
// a factory client, a struct with a `make` closure, whose closure reads the next level with
// `@Dependency` as an initialiser would.

/// A dependency client that builds a new `Value` on every call.
struct Factory<Value>: Sendable {
    let make: @Sendable () -> Value
}

// MARK: - chain-values and chain-objects

enum ValueDogKey: DependencyKey {
    static let liveValue = Factory<ValueChain.Dog> {
        @Dependency(\.valueCat) var cat
        return ValueChain.Dog(stomachContents: cat.make())
    }
}
enum ValueCatKey: DependencyKey {
    static let liveValue = Factory<ValueChain.Cat> {
        @Dependency(\.valueBird) var bird
        return ValueChain.Cat(stomachContents: bird.make())
    }
}
enum ValueBirdKey: DependencyKey {
    static let liveValue = Factory<ValueChain.Bird> {
        @Dependency(\.valueSpider) var spider
        return ValueChain.Bird(stomachContents: spider.make())
    }
}
enum ValueSpiderKey: DependencyKey {
    static let liveValue = Factory<ValueChain.Spider> {
        @Dependency(\.valueFly) var fly
        return ValueChain.Spider(stomachContents: fly.make())
    }
}
enum ValueFlyKey: DependencyKey {
    static let liveValue = Factory<ValueChain.Fly> { ValueChain.Fly(wings: 2) }
}

enum ObjectDogKey: DependencyKey {
    static let liveValue = Factory<ObjectChain.Dog> {
        @Dependency(\.objectCat) var cat
        return ObjectChain.Dog(stomachContents: cat.make())
    }
}
enum ObjectCatKey: DependencyKey {
    static let liveValue = Factory<ObjectChain.Cat> {
        @Dependency(\.objectBird) var bird
        return ObjectChain.Cat(stomachContents: bird.make())
    }
}
enum ObjectBirdKey: DependencyKey {
    static let liveValue = Factory<ObjectChain.Bird> {
        @Dependency(\.objectSpider) var spider
        return ObjectChain.Bird(stomachContents: spider.make())
    }
}
enum ObjectSpiderKey: DependencyKey {
    static let liveValue = Factory<ObjectChain.Spider> {
        @Dependency(\.objectFly) var fly
        return ObjectChain.Spider(stomachContents: fly.make())
    }
}
enum ObjectFlyKey: DependencyKey {
    static let liveValue = Factory<ObjectChain.Fly> { ObjectChain.Fly() }
}

// MARK: - persistent-hit, interface, wide

enum SettingsKey: DependencyKey {
    static let liveValue = PersistentHit.Settings()
}

enum GreeterKey: DependencyKey {
    static let liveValue = Factory<any Interface.Greeter> { Interface.EnglishGreeter() }
}

enum WideP1Key: DependencyKey { static let liveValue = Wide.P1() }
enum WideP2Key: DependencyKey { static let liveValue = Wide.P2() }
enum WideP3Key: DependencyKey { static let liveValue = Wide.P3() }
enum WideP4Key: DependencyKey { static let liveValue = Wide.P4() }
enum WideP5Key: DependencyKey { static let liveValue = Wide.P5() }
enum WideE1Key: DependencyKey { static let liveValue = Factory<Wide.E1> { Wide.E1() } }
enum WideE2Key: DependencyKey { static let liveValue = Factory<Wide.E2> { Wide.E2() } }
enum WideE3Key: DependencyKey { static let liveValue = Factory<Wide.E3> { Wide.E3() } }
enum WideE4Key: DependencyKey { static let liveValue = Factory<Wide.E4> { Wide.E4() } }
enum WideE5Key: DependencyKey { static let liveValue = Factory<Wide.E5> { Wide.E5() } }
enum WideRootKey: DependencyKey {
    static let liveValue = Factory<Wide.Root> {
        @Dependency(\.wideP1) var p1
        @Dependency(\.wideP2) var p2
        @Dependency(\.wideP3) var p3
        @Dependency(\.wideP4) var p4
        @Dependency(\.wideP5) var p5
        @Dependency(\.wideE1) var e1
        @Dependency(\.wideE2) var e2
        @Dependency(\.wideE3) var e3
        @Dependency(\.wideE4) var e4
        @Dependency(\.wideE5) var e5
        return Wide.Root(
            p1: p1, p2: p2, p3: p3, p4: p4, p5: p5,
            e1: e1.make(), e2: e2.make(), e3: e3.make(), e4: e4.make(), e5: e5.make())
    }
}

// MARK: - scale and memory

enum ScaleServiceKey: DependencyKey {
    static let liveValue = Factory<any Scale.Service> { Scale.ServiceImpl() }
}
enum ScaleSettingsKey: DependencyKey {
    static let liveValue = Scale.Settings()
}

/// Thousands of keys, as an application with that many dependencies would declare them one by
/// one. They are generic over a tag type, and the tags are built at run time from the bits of a
/// number: `Zero<One<Zero<Leaf>>>` and so on, each a type of its own, so each tag makes a key
/// with an identity of its own, as a hand-written key type has.
enum ManyKeys {
    enum Leaf {}
    enum Zero<Tag> {}
    enum One<Tag> {}

    /// The factory of an unrelated interface, as Scale's keyed registrations are.
    enum UnrelatedKey<Tag>: DependencyKey {
        static var liveValue: Factory<any Scale.Unrelated> { Factory { Scale.UnrelatedImpl() } }
    }

    /// A persistent variant, as Scale's keyed persistent variants are.
    enum VariantKey<Tag>: DependencyKey {
        static var liveValue: Scale.Variant { Scale.Variant(name: "") }
    }

    /// Tags of this many bits: 16,384 keys of each kind.
    static let bits = 14
    static let capacity = 1 << bits

    /// Reads the keys of number `index` once in the current dependency context, which puts their
    /// live values in its cache: the unrelated factory and, if `variant`, the persistent variant.
    static func read(_ index: Int, variant: Bool) {
        precondition(index >= 0 && index < capacity, "ManyKeys has \(capacity) keys of each kind")
        read(Leaf.self, index, bits, variant)
    }

    private static func read<Tag>(_ tag: Tag.Type, _ index: Int, _ bitsLeft: Int, _ variant: Bool) {
        guard bitsLeft == 0 else {
            if index & 1 == 0 {
                read(Zero<Tag>.self, index >> 1, bitsLeft - 1, variant)
            } else {
                read(One<Tag>.self, index >> 1, bitsLeft - 1, variant)
            }
            return
        }
        @Dependency(UnrelatedKey<Tag>.self) var unrelated
        _ = unrelated
        if variant {
            @Dependency(VariantKey<Tag>.self) var variant
            _ = variant
        }
    }
}

// MARK: - threads

enum ConcurrencyA1Key: DependencyKey { static let liveValue = Concurrency.A1() }
enum ConcurrencyA2Key: DependencyKey { static let liveValue = Concurrency.A2() }
enum ConcurrencyA3Key: DependencyKey { static let liveValue = Concurrency.A3() }
enum ConcurrencyA4Key: DependencyKey { static let liveValue = Concurrency.A4() }
enum ConcurrencyB1Key: DependencyKey { static let liveValue = Concurrency.B1() }
enum ConcurrencyB2Key: DependencyKey { static let liveValue = Concurrency.B2() }
enum ConcurrencyB3Key: DependencyKey { static let liveValue = Concurrency.B3() }
enum ConcurrencyB4Key: DependencyKey { static let liveValue = Concurrency.B4() }

extension DependencyValues {
    var valueDog: Factory<ValueChain.Dog> { self[ValueDogKey.self] }
    var valueCat: Factory<ValueChain.Cat> { self[ValueCatKey.self] }
    var valueBird: Factory<ValueChain.Bird> { self[ValueBirdKey.self] }
    var valueSpider: Factory<ValueChain.Spider> { self[ValueSpiderKey.self] }
    var valueFly: Factory<ValueChain.Fly> { self[ValueFlyKey.self] }
    var objectDog: Factory<ObjectChain.Dog> { self[ObjectDogKey.self] }
    var objectCat: Factory<ObjectChain.Cat> { self[ObjectCatKey.self] }
    var objectBird: Factory<ObjectChain.Bird> { self[ObjectBirdKey.self] }
    var objectSpider: Factory<ObjectChain.Spider> { self[ObjectSpiderKey.self] }
    var objectFly: Factory<ObjectChain.Fly> { self[ObjectFlyKey.self] }
    var settings: PersistentHit.Settings { self[SettingsKey.self] }
    var greeter: Factory<any Interface.Greeter> { self[GreeterKey.self] }
    var wideP1: Wide.P1 { self[WideP1Key.self] }
    var wideP2: Wide.P2 { self[WideP2Key.self] }
    var wideP3: Wide.P3 { self[WideP3Key.self] }
    var wideP4: Wide.P4 { self[WideP4Key.self] }
    var wideP5: Wide.P5 { self[WideP5Key.self] }
    var wideE1: Factory<Wide.E1> { self[WideE1Key.self] }
    var wideE2: Factory<Wide.E2> { self[WideE2Key.self] }
    var wideE3: Factory<Wide.E3> { self[WideE3Key.self] }
    var wideE4: Factory<Wide.E4> { self[WideE4Key.self] }
    var wideE5: Factory<Wide.E5> { self[WideE5Key.self] }
    var wideRoot: Factory<Wide.Root> { self[WideRootKey.self] }
    var scaleService: Factory<any Scale.Service> { self[ScaleServiceKey.self] }
    var scaleSettings: Scale.Settings { self[ScaleSettingsKey.self] }
    var concurrencyA1: Concurrency.A1 { self[ConcurrencyA1Key.self] }
    var concurrencyA2: Concurrency.A2 { self[ConcurrencyA2Key.self] }
    var concurrencyA3: Concurrency.A3 { self[ConcurrencyA3Key.self] }
    var concurrencyA4: Concurrency.A4 { self[ConcurrencyA4Key.self] }
    var concurrencyB1: Concurrency.B1 { self[ConcurrencyB1Key.self] }
    var concurrencyB2: Concurrency.B2 { self[ConcurrencyB2Key.self] }
    var concurrencyB3: Concurrency.B3 { self[ConcurrencyB3Key.self] }
    var concurrencyB4: Concurrency.B4 { self[ConcurrencyB4Key.self] }
}
