// This file is written by Scripts/generate.swift; edit that script, not this file.
// swift-format-ignore-file

import Dependencies
import Injectable
import Swinject

/// The layered graph of the "access every node" comparison of Swift DI containers:
/// 190 final classes in 15 layers, 531 edges, every node persistent.
enum DAG {
    static let nodeCount = 190
    static let layerCount = 15
    static let edgeCount = 531

    final class N00_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    final class N00_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    final class N00_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    final class N00_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    final class N00_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    final class N00_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    final class N00_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    final class N00_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    final class N00_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    final class N00_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    final class N00_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    final class N00_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    final class N00_12: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    final class N01_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N00_00
        let d1: N00_07
        init(_ d0: N00_00, _ d1: N00_07) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N01_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N00_07
        let d1: N00_06
        init(_ d0: N00_07, _ d1: N00_06) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N01_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N00_06
        let d1: N00_10
        init(_ d0: N00_06, _ d1: N00_10) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N01_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N00_00
        let d1: N00_01
        init(_ d0: N00_00, _ d1: N00_01) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N01_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N00_07
        let d1: N00_11
        let d2: N00_02
        let d3: N00_01
        init(_ d0: N00_07, _ d1: N00_11, _ d2: N00_02, _ d3: N00_01) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N01_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N00_08
        let d1: N00_02
        let d2: N00_04
        init(_ d0: N00_08, _ d1: N00_02, _ d2: N00_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N01_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N00_06
        let d1: N00_08
        init(_ d0: N00_06, _ d1: N00_08) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N01_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N00_12
        let d1: N00_08
        let d2: N00_03
        init(_ d0: N00_12, _ d1: N00_08, _ d2: N00_03) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N01_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N00_01
        let d1: N00_09
        init(_ d0: N00_01, _ d1: N00_09) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N01_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N00_12
        let d1: N00_08
        let d2: N00_06
        let d3: N00_00
        init(_ d0: N00_12, _ d1: N00_08, _ d2: N00_06, _ d3: N00_00) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N01_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N00_00
        let d1: N00_01
        let d2: N00_02
        init(_ d0: N00_00, _ d1: N00_01, _ d2: N00_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N01_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N00_11
        let d1: N00_04
        let d2: N00_09
        let d3: N00_02
        init(_ d0: N00_11, _ d1: N00_04, _ d2: N00_09, _ d3: N00_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N01_12: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N00_00
        let d1: N00_04
        init(_ d0: N00_00, _ d1: N00_04) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N02_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N01_03
        let d1: N01_00
        let d2: N01_10
        let d3: N01_08
        init(_ d0: N01_03, _ d1: N01_00, _ d2: N01_10, _ d3: N01_08) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N02_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N01_12
        let d1: N01_00
        let d2: N01_11
        init(_ d0: N01_12, _ d1: N01_00, _ d2: N01_11) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N02_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N01_09
        let d1: N01_02
        let d2: N01_10
        let d3: N01_05
        init(_ d0: N01_09, _ d1: N01_02, _ d2: N01_10, _ d3: N01_05) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N02_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N01_04
        let d1: N01_11
        let d2: N01_09
        let d3: N01_02
        init(_ d0: N01_04, _ d1: N01_11, _ d2: N01_09, _ d3: N01_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N02_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N01_03
        let d1: N01_10
        let d2: N01_02
        init(_ d0: N01_03, _ d1: N01_10, _ d2: N01_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N02_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N01_08
        let d1: N01_03
        let d2: N01_09
        init(_ d0: N01_08, _ d1: N01_03, _ d2: N01_09) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N02_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N01_07
        let d1: N01_06
        init(_ d0: N01_07, _ d1: N01_06) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N02_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N01_06
        let d1: N01_03
        let d2: N01_05
        let d3: N01_12
        init(_ d0: N01_06, _ d1: N01_03, _ d2: N01_05, _ d3: N01_12) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N02_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N01_04
        let d1: N01_11
        let d2: N01_10
        init(_ d0: N01_04, _ d1: N01_11, _ d2: N01_10) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N02_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N01_03
        let d1: N01_08
        let d2: N01_00
        let d3: N01_11
        init(_ d0: N01_03, _ d1: N01_08, _ d2: N01_00, _ d3: N01_11) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N02_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N01_07
        let d1: N01_02
        init(_ d0: N01_07, _ d1: N01_02) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N02_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N01_09
        let d1: N01_01
        let d2: N01_08
        init(_ d0: N01_09, _ d1: N01_01, _ d2: N01_08) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N02_12: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N01_05
        let d1: N01_06
        init(_ d0: N01_05, _ d1: N01_06) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N03_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N02_02
        let d1: N02_03
        let d2: N02_12
        let d3: N02_01
        init(_ d0: N02_02, _ d1: N02_03, _ d2: N02_12, _ d3: N02_01) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N03_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N02_09
        let d1: N02_08
        let d2: N02_11
        let d3: N02_00
        init(_ d0: N02_09, _ d1: N02_08, _ d2: N02_11, _ d3: N02_00) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N03_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N02_04
        let d1: N02_03
        let d2: N02_07
        init(_ d0: N02_04, _ d1: N02_03, _ d2: N02_07) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N03_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N02_02
        let d1: N02_09
        let d2: N02_11
        let d3: N02_12
        init(_ d0: N02_02, _ d1: N02_09, _ d2: N02_11, _ d3: N02_12) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N03_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N02_01
        let d1: N02_10
        let d2: N02_11
        init(_ d0: N02_01, _ d1: N02_10, _ d2: N02_11) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N03_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N02_12
        let d1: N02_07
        let d2: N02_03
        let d3: N02_01
        init(_ d0: N02_12, _ d1: N02_07, _ d2: N02_03, _ d3: N02_01) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N03_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N02_00
        let d1: N02_09
        let d2: N02_08
        let d3: N02_04
        init(_ d0: N02_00, _ d1: N02_09, _ d2: N02_08, _ d3: N02_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N03_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N02_08
        let d1: N02_00
        let d2: N02_03
        init(_ d0: N02_08, _ d1: N02_00, _ d2: N02_03) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N03_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N02_10
        let d1: N02_07
        init(_ d0: N02_10, _ d1: N02_07) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N03_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N02_05
        let d1: N02_12
        let d2: N02_11
        init(_ d0: N02_05, _ d1: N02_12, _ d2: N02_11) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N03_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N02_04
        let d1: N02_03
        let d2: N02_08
        init(_ d0: N02_04, _ d1: N02_03, _ d2: N02_08) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N03_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N02_01
        let d1: N02_04
        let d2: N02_06
        init(_ d0: N02_01, _ d1: N02_04, _ d2: N02_06) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N03_12: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N02_07
        let d1: N02_09
        let d2: N02_02
        let d3: N02_06
        init(_ d0: N02_07, _ d1: N02_09, _ d2: N02_02, _ d3: N02_06) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N04_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N03_07
        let d1: N03_03
        let d2: N03_10
        let d3: N03_09
        init(_ d0: N03_07, _ d1: N03_03, _ d2: N03_10, _ d3: N03_09) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N04_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N03_00
        let d1: N03_06
        let d2: N03_08
        init(_ d0: N03_00, _ d1: N03_06, _ d2: N03_08) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N04_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N03_00
        let d1: N03_02
        init(_ d0: N03_00, _ d1: N03_02) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N04_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N03_11
        let d1: N03_12
        let d2: N03_01
        let d3: N03_03
        init(_ d0: N03_11, _ d1: N03_12, _ d2: N03_01, _ d3: N03_03) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N04_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N03_06
        let d1: N03_03
        init(_ d0: N03_06, _ d1: N03_03) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N04_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N03_05
        let d1: N03_08
        let d2: N03_06
        init(_ d0: N03_05, _ d1: N03_08, _ d2: N03_06) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N04_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N03_01
        let d1: N03_02
        let d2: N03_11
        let d3: N03_06
        init(_ d0: N03_01, _ d1: N03_02, _ d2: N03_11, _ d3: N03_06) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N04_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N03_07
        let d1: N03_08
        init(_ d0: N03_07, _ d1: N03_08) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N04_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N03_04
        let d1: N03_11
        let d2: N03_02
        let d3: N03_09
        init(_ d0: N03_04, _ d1: N03_11, _ d2: N03_02, _ d3: N03_09) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N04_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N03_06
        let d1: N03_03
        init(_ d0: N03_06, _ d1: N03_03) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N04_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N03_11
        let d1: N03_03
        let d2: N03_10
        init(_ d0: N03_11, _ d1: N03_03, _ d2: N03_10) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N04_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N03_04
        let d1: N03_05
        let d2: N03_03
        let d3: N03_07
        init(_ d0: N03_04, _ d1: N03_05, _ d2: N03_03, _ d3: N03_07) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N04_12: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N03_01
        let d1: N03_04
        let d2: N03_06
        init(_ d0: N03_01, _ d1: N03_04, _ d2: N03_06) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N05_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N04_04
        let d1: N04_03
        init(_ d0: N04_04, _ d1: N04_03) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N05_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N04_06
        let d1: N04_02
        let d2: N04_10
        let d3: N04_04
        init(_ d0: N04_06, _ d1: N04_02, _ d2: N04_10, _ d3: N04_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N05_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N04_06
        let d1: N04_02
        init(_ d0: N04_06, _ d1: N04_02) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N05_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N04_02
        let d1: N04_06
        let d2: N04_04
        let d3: N04_01
        init(_ d0: N04_02, _ d1: N04_06, _ d2: N04_04, _ d3: N04_01) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N05_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N04_10
        let d1: N04_06
        let d2: N04_11
        let d3: N04_02
        init(_ d0: N04_10, _ d1: N04_06, _ d2: N04_11, _ d3: N04_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N05_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N04_10
        let d1: N04_12
        init(_ d0: N04_10, _ d1: N04_12) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N05_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N04_00
        let d1: N04_09
        init(_ d0: N04_00, _ d1: N04_09) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N05_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N04_12
        let d1: N04_11
        let d2: N04_02
        let d3: N04_07
        init(_ d0: N04_12, _ d1: N04_11, _ d2: N04_02, _ d3: N04_07) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N05_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N04_02
        let d1: N04_01
        let d2: N04_09
        let d3: N04_11
        init(_ d0: N04_02, _ d1: N04_01, _ d2: N04_09, _ d3: N04_11) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N05_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N04_08
        let d1: N04_04
        init(_ d0: N04_08, _ d1: N04_04) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N05_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N04_04
        let d1: N04_10
        let d2: N04_06
        let d3: N04_07
        init(_ d0: N04_04, _ d1: N04_10, _ d2: N04_06, _ d3: N04_07) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N05_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N04_01
        let d1: N04_02
        let d2: N04_08
        init(_ d0: N04_01, _ d1: N04_02, _ d2: N04_08) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N05_12: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N04_09
        let d1: N04_06
        init(_ d0: N04_09, _ d1: N04_06) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N06_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N05_00
        let d1: N05_09
        let d2: N05_11
        let d3: N05_10
        init(_ d0: N05_00, _ d1: N05_09, _ d2: N05_11, _ d3: N05_10) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N06_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N05_06
        let d1: N05_02
        let d2: N05_11
        init(_ d0: N05_06, _ d1: N05_02, _ d2: N05_11) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N06_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N05_02
        let d1: N05_11
        let d2: N05_03
        init(_ d0: N05_02, _ d1: N05_11, _ d2: N05_03) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N06_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N05_03
        let d1: N05_04
        let d2: N05_06
        let d3: N05_08
        init(_ d0: N05_03, _ d1: N05_04, _ d2: N05_06, _ d3: N05_08) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N06_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N05_11
        let d1: N05_07
        let d2: N05_04
        init(_ d0: N05_11, _ d1: N05_07, _ d2: N05_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N06_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N05_10
        let d1: N05_01
        let d2: N05_09
        init(_ d0: N05_10, _ d1: N05_01, _ d2: N05_09) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N06_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N05_12
        let d1: N05_05
        let d2: N05_02
        init(_ d0: N05_12, _ d1: N05_05, _ d2: N05_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N06_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N05_07
        let d1: N05_08
        init(_ d0: N05_07, _ d1: N05_08) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N06_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N05_07
        let d1: N05_06
        let d2: N05_10
        let d3: N05_11
        init(_ d0: N05_07, _ d1: N05_06, _ d2: N05_10, _ d3: N05_11) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N06_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N05_03
        let d1: N05_01
        init(_ d0: N05_03, _ d1: N05_01) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N06_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N05_11
        let d1: N05_10
        let d2: N05_01
        init(_ d0: N05_11, _ d1: N05_10, _ d2: N05_01) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N06_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N05_12
        let d1: N05_07
        let d2: N05_09
        init(_ d0: N05_12, _ d1: N05_07, _ d2: N05_09) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N06_12: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N05_11
        let d1: N05_06
        let d2: N05_02
        init(_ d0: N05_11, _ d1: N05_06, _ d2: N05_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N07_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N06_03
        let d1: N06_05
        let d2: N06_11
        let d3: N06_02
        init(_ d0: N06_03, _ d1: N06_05, _ d2: N06_11, _ d3: N06_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N07_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N06_09
        let d1: N06_01
        init(_ d0: N06_09, _ d1: N06_01) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N07_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N06_04
        let d1: N06_09
        let d2: N06_02
        init(_ d0: N06_04, _ d1: N06_09, _ d2: N06_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N07_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N06_11
        let d1: N06_06
        let d2: N06_07
        init(_ d0: N06_11, _ d1: N06_06, _ d2: N06_07) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N07_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N06_05
        let d1: N06_12
        init(_ d0: N06_05, _ d1: N06_12) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N07_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N06_12
        let d1: N06_06
        let d2: N06_03
        let d3: N06_02
        init(_ d0: N06_12, _ d1: N06_06, _ d2: N06_03, _ d3: N06_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N07_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N06_09
        let d1: N06_12
        let d2: N06_06
        let d3: N06_01
        init(_ d0: N06_09, _ d1: N06_12, _ d2: N06_06, _ d3: N06_01) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N07_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N06_11
        let d1: N06_01
        init(_ d0: N06_11, _ d1: N06_01) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N07_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N06_11
        let d1: N06_08
        let d2: N06_07
        let d3: N06_12
        init(_ d0: N06_11, _ d1: N06_08, _ d2: N06_07, _ d3: N06_12) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N07_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N06_03
        let d1: N06_08
        let d2: N06_11
        init(_ d0: N06_03, _ d1: N06_08, _ d2: N06_11) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N07_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N06_00
        let d1: N06_09
        init(_ d0: N06_00, _ d1: N06_09) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N07_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N06_05
        let d1: N06_02
        init(_ d0: N06_05, _ d1: N06_02) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N07_12: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N06_00
        let d1: N06_02
        let d2: N06_08
        let d3: N06_06
        init(_ d0: N06_00, _ d1: N06_02, _ d2: N06_08, _ d3: N06_06) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N08_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N07_06
        let d1: N07_05
        let d2: N07_11
        let d3: N07_09
        init(_ d0: N07_06, _ d1: N07_05, _ d2: N07_11, _ d3: N07_09) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N08_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N07_06
        let d1: N07_11
        let d2: N07_08
        let d3: N07_09
        init(_ d0: N07_06, _ d1: N07_11, _ d2: N07_08, _ d3: N07_09) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N08_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N07_04
        let d1: N07_08
        init(_ d0: N07_04, _ d1: N07_08) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N08_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N07_07
        let d1: N07_05
        let d2: N07_11
        let d3: N07_10
        init(_ d0: N07_07, _ d1: N07_05, _ d2: N07_11, _ d3: N07_10) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N08_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N07_06
        let d1: N07_05
        let d2: N07_12
        init(_ d0: N07_06, _ d1: N07_05, _ d2: N07_12) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N08_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N07_09
        let d1: N07_07
        let d2: N07_04
        init(_ d0: N07_09, _ d1: N07_07, _ d2: N07_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N08_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N07_07
        let d1: N07_05
        let d2: N07_06
        init(_ d0: N07_07, _ d1: N07_05, _ d2: N07_06) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N08_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N07_06
        let d1: N07_00
        let d2: N07_02
        init(_ d0: N07_06, _ d1: N07_00, _ d2: N07_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N08_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N07_12
        let d1: N07_02
        let d2: N07_04
        init(_ d0: N07_12, _ d1: N07_02, _ d2: N07_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N08_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N07_03
        let d1: N07_06
        let d2: N07_01
        let d3: N07_00
        init(_ d0: N07_03, _ d1: N07_06, _ d2: N07_01, _ d3: N07_00) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N08_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N07_11
        let d1: N07_00
        init(_ d0: N07_11, _ d1: N07_00) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N08_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N07_10
        let d1: N07_03
        let d2: N07_01
        init(_ d0: N07_10, _ d1: N07_03, _ d2: N07_01) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N08_12: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N07_04
        let d1: N07_06
        init(_ d0: N07_04, _ d1: N07_06) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N09_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N08_01
        let d1: N08_11
        let d2: N08_08
        init(_ d0: N08_01, _ d1: N08_11, _ d2: N08_08) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N09_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N08_12
        let d1: N08_03
        let d2: N08_11
        init(_ d0: N08_12, _ d1: N08_03, _ d2: N08_11) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N09_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N08_12
        let d1: N08_00
        init(_ d0: N08_12, _ d1: N08_00) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N09_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N08_07
        let d1: N08_00
        init(_ d0: N08_07, _ d1: N08_00) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N09_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N08_08
        let d1: N08_00
        init(_ d0: N08_08, _ d1: N08_00) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N09_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N08_02
        let d1: N08_06
        init(_ d0: N08_02, _ d1: N08_06) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N09_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N08_02
        let d1: N08_07
        let d2: N08_08
        let d3: N08_09
        init(_ d0: N08_02, _ d1: N08_07, _ d2: N08_08, _ d3: N08_09) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N09_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N08_11
        let d1: N08_10
        let d2: N08_02
        init(_ d0: N08_11, _ d1: N08_10, _ d2: N08_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N09_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N08_11
        let d1: N08_07
        init(_ d0: N08_11, _ d1: N08_07) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N09_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N08_00
        let d1: N08_12
        let d2: N08_04
        let d3: N08_11
        init(_ d0: N08_00, _ d1: N08_12, _ d2: N08_04, _ d3: N08_11) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N09_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N08_10
        let d1: N08_02
        let d2: N08_08
        init(_ d0: N08_10, _ d1: N08_02, _ d2: N08_08) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N09_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N08_08
        let d1: N08_03
        let d2: N08_00
        init(_ d0: N08_08, _ d1: N08_03, _ d2: N08_00) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N09_12: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N08_11
        let d1: N08_02
        init(_ d0: N08_11, _ d1: N08_02) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N10_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N09_12
        let d1: N09_01
        let d2: N09_10
        init(_ d0: N09_12, _ d1: N09_01, _ d2: N09_10) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N10_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N09_06
        let d1: N09_02
        init(_ d0: N09_06, _ d1: N09_02) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N10_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N09_01
        let d1: N09_00
        let d2: N09_12
        init(_ d0: N09_01, _ d1: N09_00, _ d2: N09_12) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N10_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N09_12
        let d1: N09_05
        let d2: N09_07
        init(_ d0: N09_12, _ d1: N09_05, _ d2: N09_07) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N10_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N09_08
        let d1: N09_09
        init(_ d0: N09_08, _ d1: N09_09) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N10_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N09_09
        let d1: N09_10
        init(_ d0: N09_09, _ d1: N09_10) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N10_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N09_03
        let d1: N09_05
        let d2: N09_07
        let d3: N09_00
        init(_ d0: N09_03, _ d1: N09_05, _ d2: N09_07, _ d3: N09_00) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N10_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N09_10
        let d1: N09_11
        let d2: N09_06
        let d3: N09_02
        init(_ d0: N09_10, _ d1: N09_11, _ d2: N09_06, _ d3: N09_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N10_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N09_02
        let d1: N09_03
        let d2: N09_04
        init(_ d0: N09_02, _ d1: N09_03, _ d2: N09_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N10_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N09_05
        let d1: N09_10
        let d2: N09_00
        init(_ d0: N09_05, _ d1: N09_10, _ d2: N09_00) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N10_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N09_01
        let d1: N09_04
        init(_ d0: N09_01, _ d1: N09_04) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N10_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N09_02
        let d1: N09_07
        let d2: N09_03
        let d3: N09_06
        init(_ d0: N09_02, _ d1: N09_07, _ d2: N09_03, _ d3: N09_06) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N11_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N10_04
        let d1: N10_05
        let d2: N10_07
        init(_ d0: N10_04, _ d1: N10_05, _ d2: N10_07) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N11_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N10_00
        let d1: N10_08
        let d2: N10_02
        let d3: N10_05
        init(_ d0: N10_00, _ d1: N10_08, _ d2: N10_02, _ d3: N10_05) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N11_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N10_11
        let d1: N10_04
        let d2: N10_06
        let d3: N10_07
        init(_ d0: N10_11, _ d1: N10_04, _ d2: N10_06, _ d3: N10_07) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N11_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N10_02
        let d1: N10_09
        let d2: N10_03
        let d3: N10_07
        init(_ d0: N10_02, _ d1: N10_09, _ d2: N10_03, _ d3: N10_07) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N11_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N10_08
        let d1: N10_09
        let d2: N10_04
        init(_ d0: N10_08, _ d1: N10_09, _ d2: N10_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N11_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N10_08
        let d1: N10_07
        let d2: N10_09
        init(_ d0: N10_08, _ d1: N10_07, _ d2: N10_09) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N11_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N10_10
        let d1: N10_05
        let d2: N10_04
        init(_ d0: N10_10, _ d1: N10_05, _ d2: N10_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N11_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N10_05
        let d1: N10_03
        init(_ d0: N10_05, _ d1: N10_03) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N11_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N10_06
        let d1: N10_05
        init(_ d0: N10_06, _ d1: N10_05) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N11_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N10_09
        let d1: N10_11
        let d2: N10_00
        let d3: N10_08
        init(_ d0: N10_09, _ d1: N10_11, _ d2: N10_00, _ d3: N10_08) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N11_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N10_03
        let d1: N10_02
        init(_ d0: N10_03, _ d1: N10_02) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N11_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N10_10
        let d1: N10_07
        let d2: N10_01
        init(_ d0: N10_10, _ d1: N10_07, _ d2: N10_01) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N12_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N11_11
        let d1: N11_02
        let d2: N11_05
        init(_ d0: N11_11, _ d1: N11_02, _ d2: N11_05) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N12_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N11_02
        let d1: N11_03
        init(_ d0: N11_02, _ d1: N11_03) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N12_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N11_04
        let d1: N11_07
        init(_ d0: N11_04, _ d1: N11_07) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N12_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N11_01
        let d1: N11_11
        let d2: N11_00
        init(_ d0: N11_01, _ d1: N11_11, _ d2: N11_00) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N12_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N11_05
        let d1: N11_09
        let d2: N11_08
        let d3: N11_07
        init(_ d0: N11_05, _ d1: N11_09, _ d2: N11_08, _ d3: N11_07) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N12_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N11_08
        let d1: N11_00
        let d2: N11_11
        let d3: N11_01
        init(_ d0: N11_08, _ d1: N11_00, _ d2: N11_11, _ d3: N11_01) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N12_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N11_00
        let d1: N11_11
        init(_ d0: N11_00, _ d1: N11_11) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N12_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N11_06
        let d1: N11_10
        let d2: N11_04
        let d3: N11_11
        init(_ d0: N11_06, _ d1: N11_10, _ d2: N11_04, _ d3: N11_11) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N12_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N11_08
        let d1: N11_11
        init(_ d0: N11_08, _ d1: N11_11) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N12_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N11_05
        let d1: N11_03
        let d2: N11_02
        init(_ d0: N11_05, _ d1: N11_03, _ d2: N11_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N12_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N11_03
        let d1: N11_02
        init(_ d0: N11_03, _ d1: N11_02) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N12_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N11_09
        let d1: N11_02
        init(_ d0: N11_09, _ d1: N11_02) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N13_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N12_03
        let d1: N12_04
        let d2: N12_06
        let d3: N12_05
        init(_ d0: N12_03, _ d1: N12_04, _ d2: N12_06, _ d3: N12_05) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N13_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N12_02
        let d1: N12_04
        let d2: N12_08
        init(_ d0: N12_02, _ d1: N12_04, _ d2: N12_08) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N13_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N12_08
        let d1: N12_02
        init(_ d0: N12_08, _ d1: N12_02) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N13_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N12_03
        let d1: N12_00
        let d2: N12_04
        let d3: N12_01
        init(_ d0: N12_03, _ d1: N12_00, _ d2: N12_04, _ d3: N12_01) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N13_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N12_08
        let d1: N12_01
        let d2: N12_06
        init(_ d0: N12_08, _ d1: N12_01, _ d2: N12_06) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N13_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N12_09
        let d1: N12_03
        init(_ d0: N12_09, _ d1: N12_03) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N13_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N12_06
        let d1: N12_01
        let d2: N12_04
        let d3: N12_00
        init(_ d0: N12_06, _ d1: N12_01, _ d2: N12_04, _ d3: N12_00) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N13_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N12_09
        let d1: N12_07
        init(_ d0: N12_09, _ d1: N12_07) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N13_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N12_06
        let d1: N12_09
        let d2: N12_04
        init(_ d0: N12_06, _ d1: N12_09, _ d2: N12_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N13_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N12_03
        let d1: N12_00
        let d2: N12_04
        init(_ d0: N12_03, _ d1: N12_00, _ d2: N12_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N13_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N12_03
        let d1: N12_04
        let d2: N12_05
        let d3: N12_02
        init(_ d0: N12_03, _ d1: N12_04, _ d2: N12_05, _ d3: N12_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N13_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N12_00
        let d1: N12_05
        let d2: N12_10
        let d3: N12_11
        init(_ d0: N12_00, _ d1: N12_05, _ d2: N12_10, _ d3: N12_11) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N14_00: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N13_04
        let d1: N13_01
        init(_ d0: N13_04, _ d1: N13_01) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N14_01: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N13_01
        let d1: N13_06
        init(_ d0: N13_01, _ d1: N13_06) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N14_02: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N13_11
        let d1: N13_03
        let d2: N13_04
        init(_ d0: N13_11, _ d1: N13_03, _ d2: N13_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N14_03: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N13_09
        let d1: N13_03
        init(_ d0: N13_09, _ d1: N13_03) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N14_04: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N13_05
        let d1: N13_03
        let d2: N13_04
        let d3: N13_10
        init(_ d0: N13_05, _ d1: N13_03, _ d2: N13_04, _ d3: N13_10) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N14_05: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N13_02
        let d1: N13_11
        let d2: N13_04
        let d3: N13_07
        init(_ d0: N13_02, _ d1: N13_11, _ d2: N13_04, _ d3: N13_07) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N14_06: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N13_03
        let d1: N13_06
        let d2: N13_01
        let d3: N13_02
        init(_ d0: N13_03, _ d1: N13_06, _ d2: N13_01, _ d3: N13_02) { self.d0 = d0; self.d1 = d1; self.d2 = d2; self.d3 = d3 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N14_07: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N13_04
        let d1: N13_00
        init(_ d0: N13_04, _ d1: N13_00) { self.d0 = d0; self.d1 = d1 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve()) }
    }

    final class N14_08: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N13_08
        let d1: N13_03
        let d2: N13_04
        init(_ d0: N13_08, _ d1: N13_03, _ d2: N13_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N14_09: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N13_04
        let d1: N13_03
        let d2: N13_01
        init(_ d0: N13_04, _ d1: N13_03, _ d2: N13_01) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N14_10: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N13_07
        let d1: N13_11
        let d2: N13_04
        init(_ d0: N13_07, _ d1: N13_11, _ d2: N13_04) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    final class N14_11: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let d0: N13_04
        let d1: N13_07
        let d2: N13_09
        init(_ d0: N13_04, _ d1: N13_07, _ d2: N13_09) { self.d0 = d0; self.d1 = d1; self.d2 = d2 }
        convenience init(container: Injectable.Container) { self.init(container.resolve(), container.resolve(), container.resolve()) }
    }

    /// Every node built once by hand, bottom layer first: baseline (a) reads these properties.
    final class Prebuilt {
        let n00_00: N00_00
        let n00_01: N00_01
        let n00_02: N00_02
        let n00_03: N00_03
        let n00_04: N00_04
        let n00_05: N00_05
        let n00_06: N00_06
        let n00_07: N00_07
        let n00_08: N00_08
        let n00_09: N00_09
        let n00_10: N00_10
        let n00_11: N00_11
        let n00_12: N00_12
        let n01_00: N01_00
        let n01_01: N01_01
        let n01_02: N01_02
        let n01_03: N01_03
        let n01_04: N01_04
        let n01_05: N01_05
        let n01_06: N01_06
        let n01_07: N01_07
        let n01_08: N01_08
        let n01_09: N01_09
        let n01_10: N01_10
        let n01_11: N01_11
        let n01_12: N01_12
        let n02_00: N02_00
        let n02_01: N02_01
        let n02_02: N02_02
        let n02_03: N02_03
        let n02_04: N02_04
        let n02_05: N02_05
        let n02_06: N02_06
        let n02_07: N02_07
        let n02_08: N02_08
        let n02_09: N02_09
        let n02_10: N02_10
        let n02_11: N02_11
        let n02_12: N02_12
        let n03_00: N03_00
        let n03_01: N03_01
        let n03_02: N03_02
        let n03_03: N03_03
        let n03_04: N03_04
        let n03_05: N03_05
        let n03_06: N03_06
        let n03_07: N03_07
        let n03_08: N03_08
        let n03_09: N03_09
        let n03_10: N03_10
        let n03_11: N03_11
        let n03_12: N03_12
        let n04_00: N04_00
        let n04_01: N04_01
        let n04_02: N04_02
        let n04_03: N04_03
        let n04_04: N04_04
        let n04_05: N04_05
        let n04_06: N04_06
        let n04_07: N04_07
        let n04_08: N04_08
        let n04_09: N04_09
        let n04_10: N04_10
        let n04_11: N04_11
        let n04_12: N04_12
        let n05_00: N05_00
        let n05_01: N05_01
        let n05_02: N05_02
        let n05_03: N05_03
        let n05_04: N05_04
        let n05_05: N05_05
        let n05_06: N05_06
        let n05_07: N05_07
        let n05_08: N05_08
        let n05_09: N05_09
        let n05_10: N05_10
        let n05_11: N05_11
        let n05_12: N05_12
        let n06_00: N06_00
        let n06_01: N06_01
        let n06_02: N06_02
        let n06_03: N06_03
        let n06_04: N06_04
        let n06_05: N06_05
        let n06_06: N06_06
        let n06_07: N06_07
        let n06_08: N06_08
        let n06_09: N06_09
        let n06_10: N06_10
        let n06_11: N06_11
        let n06_12: N06_12
        let n07_00: N07_00
        let n07_01: N07_01
        let n07_02: N07_02
        let n07_03: N07_03
        let n07_04: N07_04
        let n07_05: N07_05
        let n07_06: N07_06
        let n07_07: N07_07
        let n07_08: N07_08
        let n07_09: N07_09
        let n07_10: N07_10
        let n07_11: N07_11
        let n07_12: N07_12
        let n08_00: N08_00
        let n08_01: N08_01
        let n08_02: N08_02
        let n08_03: N08_03
        let n08_04: N08_04
        let n08_05: N08_05
        let n08_06: N08_06
        let n08_07: N08_07
        let n08_08: N08_08
        let n08_09: N08_09
        let n08_10: N08_10
        let n08_11: N08_11
        let n08_12: N08_12
        let n09_00: N09_00
        let n09_01: N09_01
        let n09_02: N09_02
        let n09_03: N09_03
        let n09_04: N09_04
        let n09_05: N09_05
        let n09_06: N09_06
        let n09_07: N09_07
        let n09_08: N09_08
        let n09_09: N09_09
        let n09_10: N09_10
        let n09_11: N09_11
        let n09_12: N09_12
        let n10_00: N10_00
        let n10_01: N10_01
        let n10_02: N10_02
        let n10_03: N10_03
        let n10_04: N10_04
        let n10_05: N10_05
        let n10_06: N10_06
        let n10_07: N10_07
        let n10_08: N10_08
        let n10_09: N10_09
        let n10_10: N10_10
        let n10_11: N10_11
        let n11_00: N11_00
        let n11_01: N11_01
        let n11_02: N11_02
        let n11_03: N11_03
        let n11_04: N11_04
        let n11_05: N11_05
        let n11_06: N11_06
        let n11_07: N11_07
        let n11_08: N11_08
        let n11_09: N11_09
        let n11_10: N11_10
        let n11_11: N11_11
        let n12_00: N12_00
        let n12_01: N12_01
        let n12_02: N12_02
        let n12_03: N12_03
        let n12_04: N12_04
        let n12_05: N12_05
        let n12_06: N12_06
        let n12_07: N12_07
        let n12_08: N12_08
        let n12_09: N12_09
        let n12_10: N12_10
        let n12_11: N12_11
        let n13_00: N13_00
        let n13_01: N13_01
        let n13_02: N13_02
        let n13_03: N13_03
        let n13_04: N13_04
        let n13_05: N13_05
        let n13_06: N13_06
        let n13_07: N13_07
        let n13_08: N13_08
        let n13_09: N13_09
        let n13_10: N13_10
        let n13_11: N13_11
        let n14_00: N14_00
        let n14_01: N14_01
        let n14_02: N14_02
        let n14_03: N14_03
        let n14_04: N14_04
        let n14_05: N14_05
        let n14_06: N14_06
        let n14_07: N14_07
        let n14_08: N14_08
        let n14_09: N14_09
        let n14_10: N14_10
        let n14_11: N14_11

        init() {
            n00_00 = N00_00()
            n00_01 = N00_01()
            n00_02 = N00_02()
            n00_03 = N00_03()
            n00_04 = N00_04()
            n00_05 = N00_05()
            n00_06 = N00_06()
            n00_07 = N00_07()
            n00_08 = N00_08()
            n00_09 = N00_09()
            n00_10 = N00_10()
            n00_11 = N00_11()
            n00_12 = N00_12()
            n01_00 = N01_00(n00_00, n00_07)
            n01_01 = N01_01(n00_07, n00_06)
            n01_02 = N01_02(n00_06, n00_10)
            n01_03 = N01_03(n00_00, n00_01)
            n01_04 = N01_04(n00_07, n00_11, n00_02, n00_01)
            n01_05 = N01_05(n00_08, n00_02, n00_04)
            n01_06 = N01_06(n00_06, n00_08)
            n01_07 = N01_07(n00_12, n00_08, n00_03)
            n01_08 = N01_08(n00_01, n00_09)
            n01_09 = N01_09(n00_12, n00_08, n00_06, n00_00)
            n01_10 = N01_10(n00_00, n00_01, n00_02)
            n01_11 = N01_11(n00_11, n00_04, n00_09, n00_02)
            n01_12 = N01_12(n00_00, n00_04)
            n02_00 = N02_00(n01_03, n01_00, n01_10, n01_08)
            n02_01 = N02_01(n01_12, n01_00, n01_11)
            n02_02 = N02_02(n01_09, n01_02, n01_10, n01_05)
            n02_03 = N02_03(n01_04, n01_11, n01_09, n01_02)
            n02_04 = N02_04(n01_03, n01_10, n01_02)
            n02_05 = N02_05(n01_08, n01_03, n01_09)
            n02_06 = N02_06(n01_07, n01_06)
            n02_07 = N02_07(n01_06, n01_03, n01_05, n01_12)
            n02_08 = N02_08(n01_04, n01_11, n01_10)
            n02_09 = N02_09(n01_03, n01_08, n01_00, n01_11)
            n02_10 = N02_10(n01_07, n01_02)
            n02_11 = N02_11(n01_09, n01_01, n01_08)
            n02_12 = N02_12(n01_05, n01_06)
            n03_00 = N03_00(n02_02, n02_03, n02_12, n02_01)
            n03_01 = N03_01(n02_09, n02_08, n02_11, n02_00)
            n03_02 = N03_02(n02_04, n02_03, n02_07)
            n03_03 = N03_03(n02_02, n02_09, n02_11, n02_12)
            n03_04 = N03_04(n02_01, n02_10, n02_11)
            n03_05 = N03_05(n02_12, n02_07, n02_03, n02_01)
            n03_06 = N03_06(n02_00, n02_09, n02_08, n02_04)
            n03_07 = N03_07(n02_08, n02_00, n02_03)
            n03_08 = N03_08(n02_10, n02_07)
            n03_09 = N03_09(n02_05, n02_12, n02_11)
            n03_10 = N03_10(n02_04, n02_03, n02_08)
            n03_11 = N03_11(n02_01, n02_04, n02_06)
            n03_12 = N03_12(n02_07, n02_09, n02_02, n02_06)
            n04_00 = N04_00(n03_07, n03_03, n03_10, n03_09)
            n04_01 = N04_01(n03_00, n03_06, n03_08)
            n04_02 = N04_02(n03_00, n03_02)
            n04_03 = N04_03(n03_11, n03_12, n03_01, n03_03)
            n04_04 = N04_04(n03_06, n03_03)
            n04_05 = N04_05(n03_05, n03_08, n03_06)
            n04_06 = N04_06(n03_01, n03_02, n03_11, n03_06)
            n04_07 = N04_07(n03_07, n03_08)
            n04_08 = N04_08(n03_04, n03_11, n03_02, n03_09)
            n04_09 = N04_09(n03_06, n03_03)
            n04_10 = N04_10(n03_11, n03_03, n03_10)
            n04_11 = N04_11(n03_04, n03_05, n03_03, n03_07)
            n04_12 = N04_12(n03_01, n03_04, n03_06)
            n05_00 = N05_00(n04_04, n04_03)
            n05_01 = N05_01(n04_06, n04_02, n04_10, n04_04)
            n05_02 = N05_02(n04_06, n04_02)
            n05_03 = N05_03(n04_02, n04_06, n04_04, n04_01)
            n05_04 = N05_04(n04_10, n04_06, n04_11, n04_02)
            n05_05 = N05_05(n04_10, n04_12)
            n05_06 = N05_06(n04_00, n04_09)
            n05_07 = N05_07(n04_12, n04_11, n04_02, n04_07)
            n05_08 = N05_08(n04_02, n04_01, n04_09, n04_11)
            n05_09 = N05_09(n04_08, n04_04)
            n05_10 = N05_10(n04_04, n04_10, n04_06, n04_07)
            n05_11 = N05_11(n04_01, n04_02, n04_08)
            n05_12 = N05_12(n04_09, n04_06)
            n06_00 = N06_00(n05_00, n05_09, n05_11, n05_10)
            n06_01 = N06_01(n05_06, n05_02, n05_11)
            n06_02 = N06_02(n05_02, n05_11, n05_03)
            n06_03 = N06_03(n05_03, n05_04, n05_06, n05_08)
            n06_04 = N06_04(n05_11, n05_07, n05_04)
            n06_05 = N06_05(n05_10, n05_01, n05_09)
            n06_06 = N06_06(n05_12, n05_05, n05_02)
            n06_07 = N06_07(n05_07, n05_08)
            n06_08 = N06_08(n05_07, n05_06, n05_10, n05_11)
            n06_09 = N06_09(n05_03, n05_01)
            n06_10 = N06_10(n05_11, n05_10, n05_01)
            n06_11 = N06_11(n05_12, n05_07, n05_09)
            n06_12 = N06_12(n05_11, n05_06, n05_02)
            n07_00 = N07_00(n06_03, n06_05, n06_11, n06_02)
            n07_01 = N07_01(n06_09, n06_01)
            n07_02 = N07_02(n06_04, n06_09, n06_02)
            n07_03 = N07_03(n06_11, n06_06, n06_07)
            n07_04 = N07_04(n06_05, n06_12)
            n07_05 = N07_05(n06_12, n06_06, n06_03, n06_02)
            n07_06 = N07_06(n06_09, n06_12, n06_06, n06_01)
            n07_07 = N07_07(n06_11, n06_01)
            n07_08 = N07_08(n06_11, n06_08, n06_07, n06_12)
            n07_09 = N07_09(n06_03, n06_08, n06_11)
            n07_10 = N07_10(n06_00, n06_09)
            n07_11 = N07_11(n06_05, n06_02)
            n07_12 = N07_12(n06_00, n06_02, n06_08, n06_06)
            n08_00 = N08_00(n07_06, n07_05, n07_11, n07_09)
            n08_01 = N08_01(n07_06, n07_11, n07_08, n07_09)
            n08_02 = N08_02(n07_04, n07_08)
            n08_03 = N08_03(n07_07, n07_05, n07_11, n07_10)
            n08_04 = N08_04(n07_06, n07_05, n07_12)
            n08_05 = N08_05(n07_09, n07_07, n07_04)
            n08_06 = N08_06(n07_07, n07_05, n07_06)
            n08_07 = N08_07(n07_06, n07_00, n07_02)
            n08_08 = N08_08(n07_12, n07_02, n07_04)
            n08_09 = N08_09(n07_03, n07_06, n07_01, n07_00)
            n08_10 = N08_10(n07_11, n07_00)
            n08_11 = N08_11(n07_10, n07_03, n07_01)
            n08_12 = N08_12(n07_04, n07_06)
            n09_00 = N09_00(n08_01, n08_11, n08_08)
            n09_01 = N09_01(n08_12, n08_03, n08_11)
            n09_02 = N09_02(n08_12, n08_00)
            n09_03 = N09_03(n08_07, n08_00)
            n09_04 = N09_04(n08_08, n08_00)
            n09_05 = N09_05(n08_02, n08_06)
            n09_06 = N09_06(n08_02, n08_07, n08_08, n08_09)
            n09_07 = N09_07(n08_11, n08_10, n08_02)
            n09_08 = N09_08(n08_11, n08_07)
            n09_09 = N09_09(n08_00, n08_12, n08_04, n08_11)
            n09_10 = N09_10(n08_10, n08_02, n08_08)
            n09_11 = N09_11(n08_08, n08_03, n08_00)
            n09_12 = N09_12(n08_11, n08_02)
            n10_00 = N10_00(n09_12, n09_01, n09_10)
            n10_01 = N10_01(n09_06, n09_02)
            n10_02 = N10_02(n09_01, n09_00, n09_12)
            n10_03 = N10_03(n09_12, n09_05, n09_07)
            n10_04 = N10_04(n09_08, n09_09)
            n10_05 = N10_05(n09_09, n09_10)
            n10_06 = N10_06(n09_03, n09_05, n09_07, n09_00)
            n10_07 = N10_07(n09_10, n09_11, n09_06, n09_02)
            n10_08 = N10_08(n09_02, n09_03, n09_04)
            n10_09 = N10_09(n09_05, n09_10, n09_00)
            n10_10 = N10_10(n09_01, n09_04)
            n10_11 = N10_11(n09_02, n09_07, n09_03, n09_06)
            n11_00 = N11_00(n10_04, n10_05, n10_07)
            n11_01 = N11_01(n10_00, n10_08, n10_02, n10_05)
            n11_02 = N11_02(n10_11, n10_04, n10_06, n10_07)
            n11_03 = N11_03(n10_02, n10_09, n10_03, n10_07)
            n11_04 = N11_04(n10_08, n10_09, n10_04)
            n11_05 = N11_05(n10_08, n10_07, n10_09)
            n11_06 = N11_06(n10_10, n10_05, n10_04)
            n11_07 = N11_07(n10_05, n10_03)
            n11_08 = N11_08(n10_06, n10_05)
            n11_09 = N11_09(n10_09, n10_11, n10_00, n10_08)
            n11_10 = N11_10(n10_03, n10_02)
            n11_11 = N11_11(n10_10, n10_07, n10_01)
            n12_00 = N12_00(n11_11, n11_02, n11_05)
            n12_01 = N12_01(n11_02, n11_03)
            n12_02 = N12_02(n11_04, n11_07)
            n12_03 = N12_03(n11_01, n11_11, n11_00)
            n12_04 = N12_04(n11_05, n11_09, n11_08, n11_07)
            n12_05 = N12_05(n11_08, n11_00, n11_11, n11_01)
            n12_06 = N12_06(n11_00, n11_11)
            n12_07 = N12_07(n11_06, n11_10, n11_04, n11_11)
            n12_08 = N12_08(n11_08, n11_11)
            n12_09 = N12_09(n11_05, n11_03, n11_02)
            n12_10 = N12_10(n11_03, n11_02)
            n12_11 = N12_11(n11_09, n11_02)
            n13_00 = N13_00(n12_03, n12_04, n12_06, n12_05)
            n13_01 = N13_01(n12_02, n12_04, n12_08)
            n13_02 = N13_02(n12_08, n12_02)
            n13_03 = N13_03(n12_03, n12_00, n12_04, n12_01)
            n13_04 = N13_04(n12_08, n12_01, n12_06)
            n13_05 = N13_05(n12_09, n12_03)
            n13_06 = N13_06(n12_06, n12_01, n12_04, n12_00)
            n13_07 = N13_07(n12_09, n12_07)
            n13_08 = N13_08(n12_06, n12_09, n12_04)
            n13_09 = N13_09(n12_03, n12_00, n12_04)
            n13_10 = N13_10(n12_03, n12_04, n12_05, n12_02)
            n13_11 = N13_11(n12_00, n12_05, n12_10, n12_11)
            n14_00 = N14_00(n13_04, n13_01)
            n14_01 = N14_01(n13_01, n13_06)
            n14_02 = N14_02(n13_11, n13_03, n13_04)
            n14_03 = N14_03(n13_09, n13_03)
            n14_04 = N14_04(n13_05, n13_03, n13_04, n13_10)
            n14_05 = N14_05(n13_02, n13_11, n13_04, n13_07)
            n14_06 = N14_06(n13_03, n13_06, n13_01, n13_02)
            n14_07 = N14_07(n13_04, n13_00)
            n14_08 = N14_08(n13_08, n13_03, n13_04)
            n14_09 = N14_09(n13_04, n13_03, n13_01)
            n14_10 = N14_10(n13_07, n13_11, n13_04)
            n14_11 = N14_11(n13_04, n13_07, n13_09)
        }

        /// Baseline (b): the same objects in a dictionary keyed by type.
        func dictionary() -> [ObjectIdentifier: AnyObject] {
            var objects: [ObjectIdentifier: AnyObject] = [:]
            objects[ObjectIdentifier(N00_00.self)] = n00_00
            objects[ObjectIdentifier(N00_01.self)] = n00_01
            objects[ObjectIdentifier(N00_02.self)] = n00_02
            objects[ObjectIdentifier(N00_03.self)] = n00_03
            objects[ObjectIdentifier(N00_04.self)] = n00_04
            objects[ObjectIdentifier(N00_05.self)] = n00_05
            objects[ObjectIdentifier(N00_06.self)] = n00_06
            objects[ObjectIdentifier(N00_07.self)] = n00_07
            objects[ObjectIdentifier(N00_08.self)] = n00_08
            objects[ObjectIdentifier(N00_09.self)] = n00_09
            objects[ObjectIdentifier(N00_10.self)] = n00_10
            objects[ObjectIdentifier(N00_11.self)] = n00_11
            objects[ObjectIdentifier(N00_12.self)] = n00_12
            objects[ObjectIdentifier(N01_00.self)] = n01_00
            objects[ObjectIdentifier(N01_01.self)] = n01_01
            objects[ObjectIdentifier(N01_02.self)] = n01_02
            objects[ObjectIdentifier(N01_03.self)] = n01_03
            objects[ObjectIdentifier(N01_04.self)] = n01_04
            objects[ObjectIdentifier(N01_05.self)] = n01_05
            objects[ObjectIdentifier(N01_06.self)] = n01_06
            objects[ObjectIdentifier(N01_07.self)] = n01_07
            objects[ObjectIdentifier(N01_08.self)] = n01_08
            objects[ObjectIdentifier(N01_09.self)] = n01_09
            objects[ObjectIdentifier(N01_10.self)] = n01_10
            objects[ObjectIdentifier(N01_11.self)] = n01_11
            objects[ObjectIdentifier(N01_12.self)] = n01_12
            objects[ObjectIdentifier(N02_00.self)] = n02_00
            objects[ObjectIdentifier(N02_01.self)] = n02_01
            objects[ObjectIdentifier(N02_02.self)] = n02_02
            objects[ObjectIdentifier(N02_03.self)] = n02_03
            objects[ObjectIdentifier(N02_04.self)] = n02_04
            objects[ObjectIdentifier(N02_05.self)] = n02_05
            objects[ObjectIdentifier(N02_06.self)] = n02_06
            objects[ObjectIdentifier(N02_07.self)] = n02_07
            objects[ObjectIdentifier(N02_08.self)] = n02_08
            objects[ObjectIdentifier(N02_09.self)] = n02_09
            objects[ObjectIdentifier(N02_10.self)] = n02_10
            objects[ObjectIdentifier(N02_11.self)] = n02_11
            objects[ObjectIdentifier(N02_12.self)] = n02_12
            objects[ObjectIdentifier(N03_00.self)] = n03_00
            objects[ObjectIdentifier(N03_01.self)] = n03_01
            objects[ObjectIdentifier(N03_02.self)] = n03_02
            objects[ObjectIdentifier(N03_03.self)] = n03_03
            objects[ObjectIdentifier(N03_04.self)] = n03_04
            objects[ObjectIdentifier(N03_05.self)] = n03_05
            objects[ObjectIdentifier(N03_06.self)] = n03_06
            objects[ObjectIdentifier(N03_07.self)] = n03_07
            objects[ObjectIdentifier(N03_08.self)] = n03_08
            objects[ObjectIdentifier(N03_09.self)] = n03_09
            objects[ObjectIdentifier(N03_10.self)] = n03_10
            objects[ObjectIdentifier(N03_11.self)] = n03_11
            objects[ObjectIdentifier(N03_12.self)] = n03_12
            objects[ObjectIdentifier(N04_00.self)] = n04_00
            objects[ObjectIdentifier(N04_01.self)] = n04_01
            objects[ObjectIdentifier(N04_02.self)] = n04_02
            objects[ObjectIdentifier(N04_03.self)] = n04_03
            objects[ObjectIdentifier(N04_04.self)] = n04_04
            objects[ObjectIdentifier(N04_05.self)] = n04_05
            objects[ObjectIdentifier(N04_06.self)] = n04_06
            objects[ObjectIdentifier(N04_07.self)] = n04_07
            objects[ObjectIdentifier(N04_08.self)] = n04_08
            objects[ObjectIdentifier(N04_09.self)] = n04_09
            objects[ObjectIdentifier(N04_10.self)] = n04_10
            objects[ObjectIdentifier(N04_11.self)] = n04_11
            objects[ObjectIdentifier(N04_12.self)] = n04_12
            objects[ObjectIdentifier(N05_00.self)] = n05_00
            objects[ObjectIdentifier(N05_01.self)] = n05_01
            objects[ObjectIdentifier(N05_02.self)] = n05_02
            objects[ObjectIdentifier(N05_03.self)] = n05_03
            objects[ObjectIdentifier(N05_04.self)] = n05_04
            objects[ObjectIdentifier(N05_05.self)] = n05_05
            objects[ObjectIdentifier(N05_06.self)] = n05_06
            objects[ObjectIdentifier(N05_07.self)] = n05_07
            objects[ObjectIdentifier(N05_08.self)] = n05_08
            objects[ObjectIdentifier(N05_09.self)] = n05_09
            objects[ObjectIdentifier(N05_10.self)] = n05_10
            objects[ObjectIdentifier(N05_11.self)] = n05_11
            objects[ObjectIdentifier(N05_12.self)] = n05_12
            objects[ObjectIdentifier(N06_00.self)] = n06_00
            objects[ObjectIdentifier(N06_01.self)] = n06_01
            objects[ObjectIdentifier(N06_02.self)] = n06_02
            objects[ObjectIdentifier(N06_03.self)] = n06_03
            objects[ObjectIdentifier(N06_04.self)] = n06_04
            objects[ObjectIdentifier(N06_05.self)] = n06_05
            objects[ObjectIdentifier(N06_06.self)] = n06_06
            objects[ObjectIdentifier(N06_07.self)] = n06_07
            objects[ObjectIdentifier(N06_08.self)] = n06_08
            objects[ObjectIdentifier(N06_09.self)] = n06_09
            objects[ObjectIdentifier(N06_10.self)] = n06_10
            objects[ObjectIdentifier(N06_11.self)] = n06_11
            objects[ObjectIdentifier(N06_12.self)] = n06_12
            objects[ObjectIdentifier(N07_00.self)] = n07_00
            objects[ObjectIdentifier(N07_01.self)] = n07_01
            objects[ObjectIdentifier(N07_02.self)] = n07_02
            objects[ObjectIdentifier(N07_03.self)] = n07_03
            objects[ObjectIdentifier(N07_04.self)] = n07_04
            objects[ObjectIdentifier(N07_05.self)] = n07_05
            objects[ObjectIdentifier(N07_06.self)] = n07_06
            objects[ObjectIdentifier(N07_07.self)] = n07_07
            objects[ObjectIdentifier(N07_08.self)] = n07_08
            objects[ObjectIdentifier(N07_09.self)] = n07_09
            objects[ObjectIdentifier(N07_10.self)] = n07_10
            objects[ObjectIdentifier(N07_11.self)] = n07_11
            objects[ObjectIdentifier(N07_12.self)] = n07_12
            objects[ObjectIdentifier(N08_00.self)] = n08_00
            objects[ObjectIdentifier(N08_01.self)] = n08_01
            objects[ObjectIdentifier(N08_02.self)] = n08_02
            objects[ObjectIdentifier(N08_03.self)] = n08_03
            objects[ObjectIdentifier(N08_04.self)] = n08_04
            objects[ObjectIdentifier(N08_05.self)] = n08_05
            objects[ObjectIdentifier(N08_06.self)] = n08_06
            objects[ObjectIdentifier(N08_07.self)] = n08_07
            objects[ObjectIdentifier(N08_08.self)] = n08_08
            objects[ObjectIdentifier(N08_09.self)] = n08_09
            objects[ObjectIdentifier(N08_10.self)] = n08_10
            objects[ObjectIdentifier(N08_11.self)] = n08_11
            objects[ObjectIdentifier(N08_12.self)] = n08_12
            objects[ObjectIdentifier(N09_00.self)] = n09_00
            objects[ObjectIdentifier(N09_01.self)] = n09_01
            objects[ObjectIdentifier(N09_02.self)] = n09_02
            objects[ObjectIdentifier(N09_03.self)] = n09_03
            objects[ObjectIdentifier(N09_04.self)] = n09_04
            objects[ObjectIdentifier(N09_05.self)] = n09_05
            objects[ObjectIdentifier(N09_06.self)] = n09_06
            objects[ObjectIdentifier(N09_07.self)] = n09_07
            objects[ObjectIdentifier(N09_08.self)] = n09_08
            objects[ObjectIdentifier(N09_09.self)] = n09_09
            objects[ObjectIdentifier(N09_10.self)] = n09_10
            objects[ObjectIdentifier(N09_11.self)] = n09_11
            objects[ObjectIdentifier(N09_12.self)] = n09_12
            objects[ObjectIdentifier(N10_00.self)] = n10_00
            objects[ObjectIdentifier(N10_01.self)] = n10_01
            objects[ObjectIdentifier(N10_02.self)] = n10_02
            objects[ObjectIdentifier(N10_03.self)] = n10_03
            objects[ObjectIdentifier(N10_04.self)] = n10_04
            objects[ObjectIdentifier(N10_05.self)] = n10_05
            objects[ObjectIdentifier(N10_06.self)] = n10_06
            objects[ObjectIdentifier(N10_07.self)] = n10_07
            objects[ObjectIdentifier(N10_08.self)] = n10_08
            objects[ObjectIdentifier(N10_09.self)] = n10_09
            objects[ObjectIdentifier(N10_10.self)] = n10_10
            objects[ObjectIdentifier(N10_11.self)] = n10_11
            objects[ObjectIdentifier(N11_00.self)] = n11_00
            objects[ObjectIdentifier(N11_01.self)] = n11_01
            objects[ObjectIdentifier(N11_02.self)] = n11_02
            objects[ObjectIdentifier(N11_03.self)] = n11_03
            objects[ObjectIdentifier(N11_04.self)] = n11_04
            objects[ObjectIdentifier(N11_05.self)] = n11_05
            objects[ObjectIdentifier(N11_06.self)] = n11_06
            objects[ObjectIdentifier(N11_07.self)] = n11_07
            objects[ObjectIdentifier(N11_08.self)] = n11_08
            objects[ObjectIdentifier(N11_09.self)] = n11_09
            objects[ObjectIdentifier(N11_10.self)] = n11_10
            objects[ObjectIdentifier(N11_11.self)] = n11_11
            objects[ObjectIdentifier(N12_00.self)] = n12_00
            objects[ObjectIdentifier(N12_01.self)] = n12_01
            objects[ObjectIdentifier(N12_02.self)] = n12_02
            objects[ObjectIdentifier(N12_03.self)] = n12_03
            objects[ObjectIdentifier(N12_04.self)] = n12_04
            objects[ObjectIdentifier(N12_05.self)] = n12_05
            objects[ObjectIdentifier(N12_06.self)] = n12_06
            objects[ObjectIdentifier(N12_07.self)] = n12_07
            objects[ObjectIdentifier(N12_08.self)] = n12_08
            objects[ObjectIdentifier(N12_09.self)] = n12_09
            objects[ObjectIdentifier(N12_10.self)] = n12_10
            objects[ObjectIdentifier(N12_11.self)] = n12_11
            objects[ObjectIdentifier(N13_00.self)] = n13_00
            objects[ObjectIdentifier(N13_01.self)] = n13_01
            objects[ObjectIdentifier(N13_02.self)] = n13_02
            objects[ObjectIdentifier(N13_03.self)] = n13_03
            objects[ObjectIdentifier(N13_04.self)] = n13_04
            objects[ObjectIdentifier(N13_05.self)] = n13_05
            objects[ObjectIdentifier(N13_06.self)] = n13_06
            objects[ObjectIdentifier(N13_07.self)] = n13_07
            objects[ObjectIdentifier(N13_08.self)] = n13_08
            objects[ObjectIdentifier(N13_09.self)] = n13_09
            objects[ObjectIdentifier(N13_10.self)] = n13_10
            objects[ObjectIdentifier(N13_11.self)] = n13_11
            objects[ObjectIdentifier(N14_00.self)] = n14_00
            objects[ObjectIdentifier(N14_01.self)] = n14_01
            objects[ObjectIdentifier(N14_02.self)] = n14_02
            objects[ObjectIdentifier(N14_03.self)] = n14_03
            objects[ObjectIdentifier(N14_04.self)] = n14_04
            objects[ObjectIdentifier(N14_05.self)] = n14_05
            objects[ObjectIdentifier(N14_06.self)] = n14_06
            objects[ObjectIdentifier(N14_07.self)] = n14_07
            objects[ObjectIdentifier(N14_08.self)] = n14_08
            objects[ObjectIdentifier(N14_09.self)] = n14_09
            objects[ObjectIdentifier(N14_10.self)] = n14_10
            objects[ObjectIdentifier(N14_11.self)] = n14_11
            return objects
        }
    }

    /// Baseline (a): every node read from a stored property.
    static func accessStored(_ graph: Prebuilt, _ sink: Sink) {
        sink.take(graph.n14_00)
        sink.take(graph.n14_01)
        sink.take(graph.n14_02)
        sink.take(graph.n14_03)
        sink.take(graph.n14_04)
        sink.take(graph.n14_05)
        sink.take(graph.n14_06)
        sink.take(graph.n14_07)
        sink.take(graph.n14_08)
        sink.take(graph.n14_09)
        sink.take(graph.n14_10)
        sink.take(graph.n14_11)
        sink.take(graph.n13_00)
        sink.take(graph.n13_01)
        sink.take(graph.n13_02)
        sink.take(graph.n13_03)
        sink.take(graph.n13_04)
        sink.take(graph.n13_05)
        sink.take(graph.n13_06)
        sink.take(graph.n13_07)
        sink.take(graph.n13_08)
        sink.take(graph.n13_09)
        sink.take(graph.n13_10)
        sink.take(graph.n13_11)
        sink.take(graph.n12_00)
        sink.take(graph.n12_01)
        sink.take(graph.n12_02)
        sink.take(graph.n12_03)
        sink.take(graph.n12_04)
        sink.take(graph.n12_05)
        sink.take(graph.n12_06)
        sink.take(graph.n12_07)
        sink.take(graph.n12_08)
        sink.take(graph.n12_09)
        sink.take(graph.n12_10)
        sink.take(graph.n12_11)
        sink.take(graph.n11_00)
        sink.take(graph.n11_01)
        sink.take(graph.n11_02)
        sink.take(graph.n11_03)
        sink.take(graph.n11_04)
        sink.take(graph.n11_05)
        sink.take(graph.n11_06)
        sink.take(graph.n11_07)
        sink.take(graph.n11_08)
        sink.take(graph.n11_09)
        sink.take(graph.n11_10)
        sink.take(graph.n11_11)
        sink.take(graph.n10_00)
        sink.take(graph.n10_01)
        sink.take(graph.n10_02)
        sink.take(graph.n10_03)
        sink.take(graph.n10_04)
        sink.take(graph.n10_05)
        sink.take(graph.n10_06)
        sink.take(graph.n10_07)
        sink.take(graph.n10_08)
        sink.take(graph.n10_09)
        sink.take(graph.n10_10)
        sink.take(graph.n10_11)
        sink.take(graph.n09_00)
        sink.take(graph.n09_01)
        sink.take(graph.n09_02)
        sink.take(graph.n09_03)
        sink.take(graph.n09_04)
        sink.take(graph.n09_05)
        sink.take(graph.n09_06)
        sink.take(graph.n09_07)
        sink.take(graph.n09_08)
        sink.take(graph.n09_09)
        sink.take(graph.n09_10)
        sink.take(graph.n09_11)
        sink.take(graph.n09_12)
        sink.take(graph.n08_00)
        sink.take(graph.n08_01)
        sink.take(graph.n08_02)
        sink.take(graph.n08_03)
        sink.take(graph.n08_04)
        sink.take(graph.n08_05)
        sink.take(graph.n08_06)
        sink.take(graph.n08_07)
        sink.take(graph.n08_08)
        sink.take(graph.n08_09)
        sink.take(graph.n08_10)
        sink.take(graph.n08_11)
        sink.take(graph.n08_12)
        sink.take(graph.n07_00)
        sink.take(graph.n07_01)
        sink.take(graph.n07_02)
        sink.take(graph.n07_03)
        sink.take(graph.n07_04)
        sink.take(graph.n07_05)
        sink.take(graph.n07_06)
        sink.take(graph.n07_07)
        sink.take(graph.n07_08)
        sink.take(graph.n07_09)
        sink.take(graph.n07_10)
        sink.take(graph.n07_11)
        sink.take(graph.n07_12)
        sink.take(graph.n06_00)
        sink.take(graph.n06_01)
        sink.take(graph.n06_02)
        sink.take(graph.n06_03)
        sink.take(graph.n06_04)
        sink.take(graph.n06_05)
        sink.take(graph.n06_06)
        sink.take(graph.n06_07)
        sink.take(graph.n06_08)
        sink.take(graph.n06_09)
        sink.take(graph.n06_10)
        sink.take(graph.n06_11)
        sink.take(graph.n06_12)
        sink.take(graph.n05_00)
        sink.take(graph.n05_01)
        sink.take(graph.n05_02)
        sink.take(graph.n05_03)
        sink.take(graph.n05_04)
        sink.take(graph.n05_05)
        sink.take(graph.n05_06)
        sink.take(graph.n05_07)
        sink.take(graph.n05_08)
        sink.take(graph.n05_09)
        sink.take(graph.n05_10)
        sink.take(graph.n05_11)
        sink.take(graph.n05_12)
        sink.take(graph.n04_00)
        sink.take(graph.n04_01)
        sink.take(graph.n04_02)
        sink.take(graph.n04_03)
        sink.take(graph.n04_04)
        sink.take(graph.n04_05)
        sink.take(graph.n04_06)
        sink.take(graph.n04_07)
        sink.take(graph.n04_08)
        sink.take(graph.n04_09)
        sink.take(graph.n04_10)
        sink.take(graph.n04_11)
        sink.take(graph.n04_12)
        sink.take(graph.n03_00)
        sink.take(graph.n03_01)
        sink.take(graph.n03_02)
        sink.take(graph.n03_03)
        sink.take(graph.n03_04)
        sink.take(graph.n03_05)
        sink.take(graph.n03_06)
        sink.take(graph.n03_07)
        sink.take(graph.n03_08)
        sink.take(graph.n03_09)
        sink.take(graph.n03_10)
        sink.take(graph.n03_11)
        sink.take(graph.n03_12)
        sink.take(graph.n02_00)
        sink.take(graph.n02_01)
        sink.take(graph.n02_02)
        sink.take(graph.n02_03)
        sink.take(graph.n02_04)
        sink.take(graph.n02_05)
        sink.take(graph.n02_06)
        sink.take(graph.n02_07)
        sink.take(graph.n02_08)
        sink.take(graph.n02_09)
        sink.take(graph.n02_10)
        sink.take(graph.n02_11)
        sink.take(graph.n02_12)
        sink.take(graph.n01_00)
        sink.take(graph.n01_01)
        sink.take(graph.n01_02)
        sink.take(graph.n01_03)
        sink.take(graph.n01_04)
        sink.take(graph.n01_05)
        sink.take(graph.n01_06)
        sink.take(graph.n01_07)
        sink.take(graph.n01_08)
        sink.take(graph.n01_09)
        sink.take(graph.n01_10)
        sink.take(graph.n01_11)
        sink.take(graph.n01_12)
        sink.take(graph.n00_00)
        sink.take(graph.n00_01)
        sink.take(graph.n00_02)
        sink.take(graph.n00_03)
        sink.take(graph.n00_04)
        sink.take(graph.n00_05)
        sink.take(graph.n00_06)
        sink.take(graph.n00_07)
        sink.take(graph.n00_08)
        sink.take(graph.n00_09)
        sink.take(graph.n00_10)
        sink.take(graph.n00_11)
        sink.take(graph.n00_12)
    }

    /// Baseline (b): every node read back from the dictionary, with a cast.
    static func accessDictionary(_ objects: [ObjectIdentifier: AnyObject], _ sink: Sink) {
        sink.take(objects[ObjectIdentifier(N14_00.self)]! as! N14_00)
        sink.take(objects[ObjectIdentifier(N14_01.self)]! as! N14_01)
        sink.take(objects[ObjectIdentifier(N14_02.self)]! as! N14_02)
        sink.take(objects[ObjectIdentifier(N14_03.self)]! as! N14_03)
        sink.take(objects[ObjectIdentifier(N14_04.self)]! as! N14_04)
        sink.take(objects[ObjectIdentifier(N14_05.self)]! as! N14_05)
        sink.take(objects[ObjectIdentifier(N14_06.self)]! as! N14_06)
        sink.take(objects[ObjectIdentifier(N14_07.self)]! as! N14_07)
        sink.take(objects[ObjectIdentifier(N14_08.self)]! as! N14_08)
        sink.take(objects[ObjectIdentifier(N14_09.self)]! as! N14_09)
        sink.take(objects[ObjectIdentifier(N14_10.self)]! as! N14_10)
        sink.take(objects[ObjectIdentifier(N14_11.self)]! as! N14_11)
        sink.take(objects[ObjectIdentifier(N13_00.self)]! as! N13_00)
        sink.take(objects[ObjectIdentifier(N13_01.self)]! as! N13_01)
        sink.take(objects[ObjectIdentifier(N13_02.self)]! as! N13_02)
        sink.take(objects[ObjectIdentifier(N13_03.self)]! as! N13_03)
        sink.take(objects[ObjectIdentifier(N13_04.self)]! as! N13_04)
        sink.take(objects[ObjectIdentifier(N13_05.self)]! as! N13_05)
        sink.take(objects[ObjectIdentifier(N13_06.self)]! as! N13_06)
        sink.take(objects[ObjectIdentifier(N13_07.self)]! as! N13_07)
        sink.take(objects[ObjectIdentifier(N13_08.self)]! as! N13_08)
        sink.take(objects[ObjectIdentifier(N13_09.self)]! as! N13_09)
        sink.take(objects[ObjectIdentifier(N13_10.self)]! as! N13_10)
        sink.take(objects[ObjectIdentifier(N13_11.self)]! as! N13_11)
        sink.take(objects[ObjectIdentifier(N12_00.self)]! as! N12_00)
        sink.take(objects[ObjectIdentifier(N12_01.self)]! as! N12_01)
        sink.take(objects[ObjectIdentifier(N12_02.self)]! as! N12_02)
        sink.take(objects[ObjectIdentifier(N12_03.self)]! as! N12_03)
        sink.take(objects[ObjectIdentifier(N12_04.self)]! as! N12_04)
        sink.take(objects[ObjectIdentifier(N12_05.self)]! as! N12_05)
        sink.take(objects[ObjectIdentifier(N12_06.self)]! as! N12_06)
        sink.take(objects[ObjectIdentifier(N12_07.self)]! as! N12_07)
        sink.take(objects[ObjectIdentifier(N12_08.self)]! as! N12_08)
        sink.take(objects[ObjectIdentifier(N12_09.self)]! as! N12_09)
        sink.take(objects[ObjectIdentifier(N12_10.self)]! as! N12_10)
        sink.take(objects[ObjectIdentifier(N12_11.self)]! as! N12_11)
        sink.take(objects[ObjectIdentifier(N11_00.self)]! as! N11_00)
        sink.take(objects[ObjectIdentifier(N11_01.self)]! as! N11_01)
        sink.take(objects[ObjectIdentifier(N11_02.self)]! as! N11_02)
        sink.take(objects[ObjectIdentifier(N11_03.self)]! as! N11_03)
        sink.take(objects[ObjectIdentifier(N11_04.self)]! as! N11_04)
        sink.take(objects[ObjectIdentifier(N11_05.self)]! as! N11_05)
        sink.take(objects[ObjectIdentifier(N11_06.self)]! as! N11_06)
        sink.take(objects[ObjectIdentifier(N11_07.self)]! as! N11_07)
        sink.take(objects[ObjectIdentifier(N11_08.self)]! as! N11_08)
        sink.take(objects[ObjectIdentifier(N11_09.self)]! as! N11_09)
        sink.take(objects[ObjectIdentifier(N11_10.self)]! as! N11_10)
        sink.take(objects[ObjectIdentifier(N11_11.self)]! as! N11_11)
        sink.take(objects[ObjectIdentifier(N10_00.self)]! as! N10_00)
        sink.take(objects[ObjectIdentifier(N10_01.self)]! as! N10_01)
        sink.take(objects[ObjectIdentifier(N10_02.self)]! as! N10_02)
        sink.take(objects[ObjectIdentifier(N10_03.self)]! as! N10_03)
        sink.take(objects[ObjectIdentifier(N10_04.self)]! as! N10_04)
        sink.take(objects[ObjectIdentifier(N10_05.self)]! as! N10_05)
        sink.take(objects[ObjectIdentifier(N10_06.self)]! as! N10_06)
        sink.take(objects[ObjectIdentifier(N10_07.self)]! as! N10_07)
        sink.take(objects[ObjectIdentifier(N10_08.self)]! as! N10_08)
        sink.take(objects[ObjectIdentifier(N10_09.self)]! as! N10_09)
        sink.take(objects[ObjectIdentifier(N10_10.self)]! as! N10_10)
        sink.take(objects[ObjectIdentifier(N10_11.self)]! as! N10_11)
        sink.take(objects[ObjectIdentifier(N09_00.self)]! as! N09_00)
        sink.take(objects[ObjectIdentifier(N09_01.self)]! as! N09_01)
        sink.take(objects[ObjectIdentifier(N09_02.self)]! as! N09_02)
        sink.take(objects[ObjectIdentifier(N09_03.self)]! as! N09_03)
        sink.take(objects[ObjectIdentifier(N09_04.self)]! as! N09_04)
        sink.take(objects[ObjectIdentifier(N09_05.self)]! as! N09_05)
        sink.take(objects[ObjectIdentifier(N09_06.self)]! as! N09_06)
        sink.take(objects[ObjectIdentifier(N09_07.self)]! as! N09_07)
        sink.take(objects[ObjectIdentifier(N09_08.self)]! as! N09_08)
        sink.take(objects[ObjectIdentifier(N09_09.self)]! as! N09_09)
        sink.take(objects[ObjectIdentifier(N09_10.self)]! as! N09_10)
        sink.take(objects[ObjectIdentifier(N09_11.self)]! as! N09_11)
        sink.take(objects[ObjectIdentifier(N09_12.self)]! as! N09_12)
        sink.take(objects[ObjectIdentifier(N08_00.self)]! as! N08_00)
        sink.take(objects[ObjectIdentifier(N08_01.self)]! as! N08_01)
        sink.take(objects[ObjectIdentifier(N08_02.self)]! as! N08_02)
        sink.take(objects[ObjectIdentifier(N08_03.self)]! as! N08_03)
        sink.take(objects[ObjectIdentifier(N08_04.self)]! as! N08_04)
        sink.take(objects[ObjectIdentifier(N08_05.self)]! as! N08_05)
        sink.take(objects[ObjectIdentifier(N08_06.self)]! as! N08_06)
        sink.take(objects[ObjectIdentifier(N08_07.self)]! as! N08_07)
        sink.take(objects[ObjectIdentifier(N08_08.self)]! as! N08_08)
        sink.take(objects[ObjectIdentifier(N08_09.self)]! as! N08_09)
        sink.take(objects[ObjectIdentifier(N08_10.self)]! as! N08_10)
        sink.take(objects[ObjectIdentifier(N08_11.self)]! as! N08_11)
        sink.take(objects[ObjectIdentifier(N08_12.self)]! as! N08_12)
        sink.take(objects[ObjectIdentifier(N07_00.self)]! as! N07_00)
        sink.take(objects[ObjectIdentifier(N07_01.self)]! as! N07_01)
        sink.take(objects[ObjectIdentifier(N07_02.self)]! as! N07_02)
        sink.take(objects[ObjectIdentifier(N07_03.self)]! as! N07_03)
        sink.take(objects[ObjectIdentifier(N07_04.self)]! as! N07_04)
        sink.take(objects[ObjectIdentifier(N07_05.self)]! as! N07_05)
        sink.take(objects[ObjectIdentifier(N07_06.self)]! as! N07_06)
        sink.take(objects[ObjectIdentifier(N07_07.self)]! as! N07_07)
        sink.take(objects[ObjectIdentifier(N07_08.self)]! as! N07_08)
        sink.take(objects[ObjectIdentifier(N07_09.self)]! as! N07_09)
        sink.take(objects[ObjectIdentifier(N07_10.self)]! as! N07_10)
        sink.take(objects[ObjectIdentifier(N07_11.self)]! as! N07_11)
        sink.take(objects[ObjectIdentifier(N07_12.self)]! as! N07_12)
        sink.take(objects[ObjectIdentifier(N06_00.self)]! as! N06_00)
        sink.take(objects[ObjectIdentifier(N06_01.self)]! as! N06_01)
        sink.take(objects[ObjectIdentifier(N06_02.self)]! as! N06_02)
        sink.take(objects[ObjectIdentifier(N06_03.self)]! as! N06_03)
        sink.take(objects[ObjectIdentifier(N06_04.self)]! as! N06_04)
        sink.take(objects[ObjectIdentifier(N06_05.self)]! as! N06_05)
        sink.take(objects[ObjectIdentifier(N06_06.self)]! as! N06_06)
        sink.take(objects[ObjectIdentifier(N06_07.self)]! as! N06_07)
        sink.take(objects[ObjectIdentifier(N06_08.self)]! as! N06_08)
        sink.take(objects[ObjectIdentifier(N06_09.self)]! as! N06_09)
        sink.take(objects[ObjectIdentifier(N06_10.self)]! as! N06_10)
        sink.take(objects[ObjectIdentifier(N06_11.self)]! as! N06_11)
        sink.take(objects[ObjectIdentifier(N06_12.self)]! as! N06_12)
        sink.take(objects[ObjectIdentifier(N05_00.self)]! as! N05_00)
        sink.take(objects[ObjectIdentifier(N05_01.self)]! as! N05_01)
        sink.take(objects[ObjectIdentifier(N05_02.self)]! as! N05_02)
        sink.take(objects[ObjectIdentifier(N05_03.self)]! as! N05_03)
        sink.take(objects[ObjectIdentifier(N05_04.self)]! as! N05_04)
        sink.take(objects[ObjectIdentifier(N05_05.self)]! as! N05_05)
        sink.take(objects[ObjectIdentifier(N05_06.self)]! as! N05_06)
        sink.take(objects[ObjectIdentifier(N05_07.self)]! as! N05_07)
        sink.take(objects[ObjectIdentifier(N05_08.self)]! as! N05_08)
        sink.take(objects[ObjectIdentifier(N05_09.self)]! as! N05_09)
        sink.take(objects[ObjectIdentifier(N05_10.self)]! as! N05_10)
        sink.take(objects[ObjectIdentifier(N05_11.self)]! as! N05_11)
        sink.take(objects[ObjectIdentifier(N05_12.self)]! as! N05_12)
        sink.take(objects[ObjectIdentifier(N04_00.self)]! as! N04_00)
        sink.take(objects[ObjectIdentifier(N04_01.self)]! as! N04_01)
        sink.take(objects[ObjectIdentifier(N04_02.self)]! as! N04_02)
        sink.take(objects[ObjectIdentifier(N04_03.self)]! as! N04_03)
        sink.take(objects[ObjectIdentifier(N04_04.self)]! as! N04_04)
        sink.take(objects[ObjectIdentifier(N04_05.self)]! as! N04_05)
        sink.take(objects[ObjectIdentifier(N04_06.self)]! as! N04_06)
        sink.take(objects[ObjectIdentifier(N04_07.self)]! as! N04_07)
        sink.take(objects[ObjectIdentifier(N04_08.self)]! as! N04_08)
        sink.take(objects[ObjectIdentifier(N04_09.self)]! as! N04_09)
        sink.take(objects[ObjectIdentifier(N04_10.self)]! as! N04_10)
        sink.take(objects[ObjectIdentifier(N04_11.self)]! as! N04_11)
        sink.take(objects[ObjectIdentifier(N04_12.self)]! as! N04_12)
        sink.take(objects[ObjectIdentifier(N03_00.self)]! as! N03_00)
        sink.take(objects[ObjectIdentifier(N03_01.self)]! as! N03_01)
        sink.take(objects[ObjectIdentifier(N03_02.self)]! as! N03_02)
        sink.take(objects[ObjectIdentifier(N03_03.self)]! as! N03_03)
        sink.take(objects[ObjectIdentifier(N03_04.self)]! as! N03_04)
        sink.take(objects[ObjectIdentifier(N03_05.self)]! as! N03_05)
        sink.take(objects[ObjectIdentifier(N03_06.self)]! as! N03_06)
        sink.take(objects[ObjectIdentifier(N03_07.self)]! as! N03_07)
        sink.take(objects[ObjectIdentifier(N03_08.self)]! as! N03_08)
        sink.take(objects[ObjectIdentifier(N03_09.self)]! as! N03_09)
        sink.take(objects[ObjectIdentifier(N03_10.self)]! as! N03_10)
        sink.take(objects[ObjectIdentifier(N03_11.self)]! as! N03_11)
        sink.take(objects[ObjectIdentifier(N03_12.self)]! as! N03_12)
        sink.take(objects[ObjectIdentifier(N02_00.self)]! as! N02_00)
        sink.take(objects[ObjectIdentifier(N02_01.self)]! as! N02_01)
        sink.take(objects[ObjectIdentifier(N02_02.self)]! as! N02_02)
        sink.take(objects[ObjectIdentifier(N02_03.self)]! as! N02_03)
        sink.take(objects[ObjectIdentifier(N02_04.self)]! as! N02_04)
        sink.take(objects[ObjectIdentifier(N02_05.self)]! as! N02_05)
        sink.take(objects[ObjectIdentifier(N02_06.self)]! as! N02_06)
        sink.take(objects[ObjectIdentifier(N02_07.self)]! as! N02_07)
        sink.take(objects[ObjectIdentifier(N02_08.self)]! as! N02_08)
        sink.take(objects[ObjectIdentifier(N02_09.self)]! as! N02_09)
        sink.take(objects[ObjectIdentifier(N02_10.self)]! as! N02_10)
        sink.take(objects[ObjectIdentifier(N02_11.self)]! as! N02_11)
        sink.take(objects[ObjectIdentifier(N02_12.self)]! as! N02_12)
        sink.take(objects[ObjectIdentifier(N01_00.self)]! as! N01_00)
        sink.take(objects[ObjectIdentifier(N01_01.self)]! as! N01_01)
        sink.take(objects[ObjectIdentifier(N01_02.self)]! as! N01_02)
        sink.take(objects[ObjectIdentifier(N01_03.self)]! as! N01_03)
        sink.take(objects[ObjectIdentifier(N01_04.self)]! as! N01_04)
        sink.take(objects[ObjectIdentifier(N01_05.self)]! as! N01_05)
        sink.take(objects[ObjectIdentifier(N01_06.self)]! as! N01_06)
        sink.take(objects[ObjectIdentifier(N01_07.self)]! as! N01_07)
        sink.take(objects[ObjectIdentifier(N01_08.self)]! as! N01_08)
        sink.take(objects[ObjectIdentifier(N01_09.self)]! as! N01_09)
        sink.take(objects[ObjectIdentifier(N01_10.self)]! as! N01_10)
        sink.take(objects[ObjectIdentifier(N01_11.self)]! as! N01_11)
        sink.take(objects[ObjectIdentifier(N01_12.self)]! as! N01_12)
        sink.take(objects[ObjectIdentifier(N00_00.self)]! as! N00_00)
        sink.take(objects[ObjectIdentifier(N00_01.self)]! as! N00_01)
        sink.take(objects[ObjectIdentifier(N00_02.self)]! as! N00_02)
        sink.take(objects[ObjectIdentifier(N00_03.self)]! as! N00_03)
        sink.take(objects[ObjectIdentifier(N00_04.self)]! as! N00_04)
        sink.take(objects[ObjectIdentifier(N00_05.self)]! as! N00_05)
        sink.take(objects[ObjectIdentifier(N00_06.self)]! as! N00_06)
        sink.take(objects[ObjectIdentifier(N00_07.self)]! as! N00_07)
        sink.take(objects[ObjectIdentifier(N00_08.self)]! as! N00_08)
        sink.take(objects[ObjectIdentifier(N00_09.self)]! as! N00_09)
        sink.take(objects[ObjectIdentifier(N00_10.self)]! as! N00_10)
        sink.take(objects[ObjectIdentifier(N00_11.self)]! as! N00_11)
        sink.take(objects[ObjectIdentifier(N00_12.self)]! as! N00_12)
    }

    /// Every node resolved from an Injectable container, top layer first.
    static func resolveAll(_ container: DependencyContainer, _ sink: Sink) {
        sink.take(container.resolve() as N14_00)
        sink.take(container.resolve() as N14_01)
        sink.take(container.resolve() as N14_02)
        sink.take(container.resolve() as N14_03)
        sink.take(container.resolve() as N14_04)
        sink.take(container.resolve() as N14_05)
        sink.take(container.resolve() as N14_06)
        sink.take(container.resolve() as N14_07)
        sink.take(container.resolve() as N14_08)
        sink.take(container.resolve() as N14_09)
        sink.take(container.resolve() as N14_10)
        sink.take(container.resolve() as N14_11)
        sink.take(container.resolve() as N13_00)
        sink.take(container.resolve() as N13_01)
        sink.take(container.resolve() as N13_02)
        sink.take(container.resolve() as N13_03)
        sink.take(container.resolve() as N13_04)
        sink.take(container.resolve() as N13_05)
        sink.take(container.resolve() as N13_06)
        sink.take(container.resolve() as N13_07)
        sink.take(container.resolve() as N13_08)
        sink.take(container.resolve() as N13_09)
        sink.take(container.resolve() as N13_10)
        sink.take(container.resolve() as N13_11)
        sink.take(container.resolve() as N12_00)
        sink.take(container.resolve() as N12_01)
        sink.take(container.resolve() as N12_02)
        sink.take(container.resolve() as N12_03)
        sink.take(container.resolve() as N12_04)
        sink.take(container.resolve() as N12_05)
        sink.take(container.resolve() as N12_06)
        sink.take(container.resolve() as N12_07)
        sink.take(container.resolve() as N12_08)
        sink.take(container.resolve() as N12_09)
        sink.take(container.resolve() as N12_10)
        sink.take(container.resolve() as N12_11)
        sink.take(container.resolve() as N11_00)
        sink.take(container.resolve() as N11_01)
        sink.take(container.resolve() as N11_02)
        sink.take(container.resolve() as N11_03)
        sink.take(container.resolve() as N11_04)
        sink.take(container.resolve() as N11_05)
        sink.take(container.resolve() as N11_06)
        sink.take(container.resolve() as N11_07)
        sink.take(container.resolve() as N11_08)
        sink.take(container.resolve() as N11_09)
        sink.take(container.resolve() as N11_10)
        sink.take(container.resolve() as N11_11)
        sink.take(container.resolve() as N10_00)
        sink.take(container.resolve() as N10_01)
        sink.take(container.resolve() as N10_02)
        sink.take(container.resolve() as N10_03)
        sink.take(container.resolve() as N10_04)
        sink.take(container.resolve() as N10_05)
        sink.take(container.resolve() as N10_06)
        sink.take(container.resolve() as N10_07)
        sink.take(container.resolve() as N10_08)
        sink.take(container.resolve() as N10_09)
        sink.take(container.resolve() as N10_10)
        sink.take(container.resolve() as N10_11)
        sink.take(container.resolve() as N09_00)
        sink.take(container.resolve() as N09_01)
        sink.take(container.resolve() as N09_02)
        sink.take(container.resolve() as N09_03)
        sink.take(container.resolve() as N09_04)
        sink.take(container.resolve() as N09_05)
        sink.take(container.resolve() as N09_06)
        sink.take(container.resolve() as N09_07)
        sink.take(container.resolve() as N09_08)
        sink.take(container.resolve() as N09_09)
        sink.take(container.resolve() as N09_10)
        sink.take(container.resolve() as N09_11)
        sink.take(container.resolve() as N09_12)
        sink.take(container.resolve() as N08_00)
        sink.take(container.resolve() as N08_01)
        sink.take(container.resolve() as N08_02)
        sink.take(container.resolve() as N08_03)
        sink.take(container.resolve() as N08_04)
        sink.take(container.resolve() as N08_05)
        sink.take(container.resolve() as N08_06)
        sink.take(container.resolve() as N08_07)
        sink.take(container.resolve() as N08_08)
        sink.take(container.resolve() as N08_09)
        sink.take(container.resolve() as N08_10)
        sink.take(container.resolve() as N08_11)
        sink.take(container.resolve() as N08_12)
        sink.take(container.resolve() as N07_00)
        sink.take(container.resolve() as N07_01)
        sink.take(container.resolve() as N07_02)
        sink.take(container.resolve() as N07_03)
        sink.take(container.resolve() as N07_04)
        sink.take(container.resolve() as N07_05)
        sink.take(container.resolve() as N07_06)
        sink.take(container.resolve() as N07_07)
        sink.take(container.resolve() as N07_08)
        sink.take(container.resolve() as N07_09)
        sink.take(container.resolve() as N07_10)
        sink.take(container.resolve() as N07_11)
        sink.take(container.resolve() as N07_12)
        sink.take(container.resolve() as N06_00)
        sink.take(container.resolve() as N06_01)
        sink.take(container.resolve() as N06_02)
        sink.take(container.resolve() as N06_03)
        sink.take(container.resolve() as N06_04)
        sink.take(container.resolve() as N06_05)
        sink.take(container.resolve() as N06_06)
        sink.take(container.resolve() as N06_07)
        sink.take(container.resolve() as N06_08)
        sink.take(container.resolve() as N06_09)
        sink.take(container.resolve() as N06_10)
        sink.take(container.resolve() as N06_11)
        sink.take(container.resolve() as N06_12)
        sink.take(container.resolve() as N05_00)
        sink.take(container.resolve() as N05_01)
        sink.take(container.resolve() as N05_02)
        sink.take(container.resolve() as N05_03)
        sink.take(container.resolve() as N05_04)
        sink.take(container.resolve() as N05_05)
        sink.take(container.resolve() as N05_06)
        sink.take(container.resolve() as N05_07)
        sink.take(container.resolve() as N05_08)
        sink.take(container.resolve() as N05_09)
        sink.take(container.resolve() as N05_10)
        sink.take(container.resolve() as N05_11)
        sink.take(container.resolve() as N05_12)
        sink.take(container.resolve() as N04_00)
        sink.take(container.resolve() as N04_01)
        sink.take(container.resolve() as N04_02)
        sink.take(container.resolve() as N04_03)
        sink.take(container.resolve() as N04_04)
        sink.take(container.resolve() as N04_05)
        sink.take(container.resolve() as N04_06)
        sink.take(container.resolve() as N04_07)
        sink.take(container.resolve() as N04_08)
        sink.take(container.resolve() as N04_09)
        sink.take(container.resolve() as N04_10)
        sink.take(container.resolve() as N04_11)
        sink.take(container.resolve() as N04_12)
        sink.take(container.resolve() as N03_00)
        sink.take(container.resolve() as N03_01)
        sink.take(container.resolve() as N03_02)
        sink.take(container.resolve() as N03_03)
        sink.take(container.resolve() as N03_04)
        sink.take(container.resolve() as N03_05)
        sink.take(container.resolve() as N03_06)
        sink.take(container.resolve() as N03_07)
        sink.take(container.resolve() as N03_08)
        sink.take(container.resolve() as N03_09)
        sink.take(container.resolve() as N03_10)
        sink.take(container.resolve() as N03_11)
        sink.take(container.resolve() as N03_12)
        sink.take(container.resolve() as N02_00)
        sink.take(container.resolve() as N02_01)
        sink.take(container.resolve() as N02_02)
        sink.take(container.resolve() as N02_03)
        sink.take(container.resolve() as N02_04)
        sink.take(container.resolve() as N02_05)
        sink.take(container.resolve() as N02_06)
        sink.take(container.resolve() as N02_07)
        sink.take(container.resolve() as N02_08)
        sink.take(container.resolve() as N02_09)
        sink.take(container.resolve() as N02_10)
        sink.take(container.resolve() as N02_11)
        sink.take(container.resolve() as N02_12)
        sink.take(container.resolve() as N01_00)
        sink.take(container.resolve() as N01_01)
        sink.take(container.resolve() as N01_02)
        sink.take(container.resolve() as N01_03)
        sink.take(container.resolve() as N01_04)
        sink.take(container.resolve() as N01_05)
        sink.take(container.resolve() as N01_06)
        sink.take(container.resolve() as N01_07)
        sink.take(container.resolve() as N01_08)
        sink.take(container.resolve() as N01_09)
        sink.take(container.resolve() as N01_10)
        sink.take(container.resolve() as N01_11)
        sink.take(container.resolve() as N01_12)
        sink.take(container.resolve() as N00_00)
        sink.take(container.resolve() as N00_01)
        sink.take(container.resolve() as N00_02)
        sink.take(container.resolve() as N00_03)
        sink.take(container.resolve() as N00_04)
        sink.take(container.resolve() as N00_05)
        sink.take(container.resolve() as N00_06)
        sink.take(container.resolve() as N00_07)
        sink.take(container.resolve() as N00_08)
        sink.take(container.resolve() as N00_09)
        sink.take(container.resolve() as N00_10)
        sink.take(container.resolve() as N00_11)
        sink.take(container.resolve() as N00_12)
    }

    /// Every node registered with Swinject in the container scope.
    static func register(in container: Swinject.Container) {
        container.register(N00_00.self) { _ in N00_00() }.inObjectScope(.container)
        container.register(N00_01.self) { _ in N00_01() }.inObjectScope(.container)
        container.register(N00_02.self) { _ in N00_02() }.inObjectScope(.container)
        container.register(N00_03.self) { _ in N00_03() }.inObjectScope(.container)
        container.register(N00_04.self) { _ in N00_04() }.inObjectScope(.container)
        container.register(N00_05.self) { _ in N00_05() }.inObjectScope(.container)
        container.register(N00_06.self) { _ in N00_06() }.inObjectScope(.container)
        container.register(N00_07.self) { _ in N00_07() }.inObjectScope(.container)
        container.register(N00_08.self) { _ in N00_08() }.inObjectScope(.container)
        container.register(N00_09.self) { _ in N00_09() }.inObjectScope(.container)
        container.register(N00_10.self) { _ in N00_10() }.inObjectScope(.container)
        container.register(N00_11.self) { _ in N00_11() }.inObjectScope(.container)
        container.register(N00_12.self) { _ in N00_12() }.inObjectScope(.container)
        container.register(N01_00.self) { r in N01_00(r.resolve(N00_00.self)!, r.resolve(N00_07.self)!) }.inObjectScope(.container)
        container.register(N01_01.self) { r in N01_01(r.resolve(N00_07.self)!, r.resolve(N00_06.self)!) }.inObjectScope(.container)
        container.register(N01_02.self) { r in N01_02(r.resolve(N00_06.self)!, r.resolve(N00_10.self)!) }.inObjectScope(.container)
        container.register(N01_03.self) { r in N01_03(r.resolve(N00_00.self)!, r.resolve(N00_01.self)!) }.inObjectScope(.container)
        container.register(N01_04.self) { r in N01_04(r.resolve(N00_07.self)!, r.resolve(N00_11.self)!, r.resolve(N00_02.self)!, r.resolve(N00_01.self)!) }.inObjectScope(.container)
        container.register(N01_05.self) { r in N01_05(r.resolve(N00_08.self)!, r.resolve(N00_02.self)!, r.resolve(N00_04.self)!) }.inObjectScope(.container)
        container.register(N01_06.self) { r in N01_06(r.resolve(N00_06.self)!, r.resolve(N00_08.self)!) }.inObjectScope(.container)
        container.register(N01_07.self) { r in N01_07(r.resolve(N00_12.self)!, r.resolve(N00_08.self)!, r.resolve(N00_03.self)!) }.inObjectScope(.container)
        container.register(N01_08.self) { r in N01_08(r.resolve(N00_01.self)!, r.resolve(N00_09.self)!) }.inObjectScope(.container)
        container.register(N01_09.self) { r in N01_09(r.resolve(N00_12.self)!, r.resolve(N00_08.self)!, r.resolve(N00_06.self)!, r.resolve(N00_00.self)!) }.inObjectScope(.container)
        container.register(N01_10.self) { r in N01_10(r.resolve(N00_00.self)!, r.resolve(N00_01.self)!, r.resolve(N00_02.self)!) }.inObjectScope(.container)
        container.register(N01_11.self) { r in N01_11(r.resolve(N00_11.self)!, r.resolve(N00_04.self)!, r.resolve(N00_09.self)!, r.resolve(N00_02.self)!) }.inObjectScope(.container)
        container.register(N01_12.self) { r in N01_12(r.resolve(N00_00.self)!, r.resolve(N00_04.self)!) }.inObjectScope(.container)
        container.register(N02_00.self) { r in N02_00(r.resolve(N01_03.self)!, r.resolve(N01_00.self)!, r.resolve(N01_10.self)!, r.resolve(N01_08.self)!) }.inObjectScope(.container)
        container.register(N02_01.self) { r in N02_01(r.resolve(N01_12.self)!, r.resolve(N01_00.self)!, r.resolve(N01_11.self)!) }.inObjectScope(.container)
        container.register(N02_02.self) { r in N02_02(r.resolve(N01_09.self)!, r.resolve(N01_02.self)!, r.resolve(N01_10.self)!, r.resolve(N01_05.self)!) }.inObjectScope(.container)
        container.register(N02_03.self) { r in N02_03(r.resolve(N01_04.self)!, r.resolve(N01_11.self)!, r.resolve(N01_09.self)!, r.resolve(N01_02.self)!) }.inObjectScope(.container)
        container.register(N02_04.self) { r in N02_04(r.resolve(N01_03.self)!, r.resolve(N01_10.self)!, r.resolve(N01_02.self)!) }.inObjectScope(.container)
        container.register(N02_05.self) { r in N02_05(r.resolve(N01_08.self)!, r.resolve(N01_03.self)!, r.resolve(N01_09.self)!) }.inObjectScope(.container)
        container.register(N02_06.self) { r in N02_06(r.resolve(N01_07.self)!, r.resolve(N01_06.self)!) }.inObjectScope(.container)
        container.register(N02_07.self) { r in N02_07(r.resolve(N01_06.self)!, r.resolve(N01_03.self)!, r.resolve(N01_05.self)!, r.resolve(N01_12.self)!) }.inObjectScope(.container)
        container.register(N02_08.self) { r in N02_08(r.resolve(N01_04.self)!, r.resolve(N01_11.self)!, r.resolve(N01_10.self)!) }.inObjectScope(.container)
        container.register(N02_09.self) { r in N02_09(r.resolve(N01_03.self)!, r.resolve(N01_08.self)!, r.resolve(N01_00.self)!, r.resolve(N01_11.self)!) }.inObjectScope(.container)
        container.register(N02_10.self) { r in N02_10(r.resolve(N01_07.self)!, r.resolve(N01_02.self)!) }.inObjectScope(.container)
        container.register(N02_11.self) { r in N02_11(r.resolve(N01_09.self)!, r.resolve(N01_01.self)!, r.resolve(N01_08.self)!) }.inObjectScope(.container)
        container.register(N02_12.self) { r in N02_12(r.resolve(N01_05.self)!, r.resolve(N01_06.self)!) }.inObjectScope(.container)
        container.register(N03_00.self) { r in N03_00(r.resolve(N02_02.self)!, r.resolve(N02_03.self)!, r.resolve(N02_12.self)!, r.resolve(N02_01.self)!) }.inObjectScope(.container)
        container.register(N03_01.self) { r in N03_01(r.resolve(N02_09.self)!, r.resolve(N02_08.self)!, r.resolve(N02_11.self)!, r.resolve(N02_00.self)!) }.inObjectScope(.container)
        container.register(N03_02.self) { r in N03_02(r.resolve(N02_04.self)!, r.resolve(N02_03.self)!, r.resolve(N02_07.self)!) }.inObjectScope(.container)
        container.register(N03_03.self) { r in N03_03(r.resolve(N02_02.self)!, r.resolve(N02_09.self)!, r.resolve(N02_11.self)!, r.resolve(N02_12.self)!) }.inObjectScope(.container)
        container.register(N03_04.self) { r in N03_04(r.resolve(N02_01.self)!, r.resolve(N02_10.self)!, r.resolve(N02_11.self)!) }.inObjectScope(.container)
        container.register(N03_05.self) { r in N03_05(r.resolve(N02_12.self)!, r.resolve(N02_07.self)!, r.resolve(N02_03.self)!, r.resolve(N02_01.self)!) }.inObjectScope(.container)
        container.register(N03_06.self) { r in N03_06(r.resolve(N02_00.self)!, r.resolve(N02_09.self)!, r.resolve(N02_08.self)!, r.resolve(N02_04.self)!) }.inObjectScope(.container)
        container.register(N03_07.self) { r in N03_07(r.resolve(N02_08.self)!, r.resolve(N02_00.self)!, r.resolve(N02_03.self)!) }.inObjectScope(.container)
        container.register(N03_08.self) { r in N03_08(r.resolve(N02_10.self)!, r.resolve(N02_07.self)!) }.inObjectScope(.container)
        container.register(N03_09.self) { r in N03_09(r.resolve(N02_05.self)!, r.resolve(N02_12.self)!, r.resolve(N02_11.self)!) }.inObjectScope(.container)
        container.register(N03_10.self) { r in N03_10(r.resolve(N02_04.self)!, r.resolve(N02_03.self)!, r.resolve(N02_08.self)!) }.inObjectScope(.container)
        container.register(N03_11.self) { r in N03_11(r.resolve(N02_01.self)!, r.resolve(N02_04.self)!, r.resolve(N02_06.self)!) }.inObjectScope(.container)
        container.register(N03_12.self) { r in N03_12(r.resolve(N02_07.self)!, r.resolve(N02_09.self)!, r.resolve(N02_02.self)!, r.resolve(N02_06.self)!) }.inObjectScope(.container)
        container.register(N04_00.self) { r in N04_00(r.resolve(N03_07.self)!, r.resolve(N03_03.self)!, r.resolve(N03_10.self)!, r.resolve(N03_09.self)!) }.inObjectScope(.container)
        container.register(N04_01.self) { r in N04_01(r.resolve(N03_00.self)!, r.resolve(N03_06.self)!, r.resolve(N03_08.self)!) }.inObjectScope(.container)
        container.register(N04_02.self) { r in N04_02(r.resolve(N03_00.self)!, r.resolve(N03_02.self)!) }.inObjectScope(.container)
        container.register(N04_03.self) { r in N04_03(r.resolve(N03_11.self)!, r.resolve(N03_12.self)!, r.resolve(N03_01.self)!, r.resolve(N03_03.self)!) }.inObjectScope(.container)
        container.register(N04_04.self) { r in N04_04(r.resolve(N03_06.self)!, r.resolve(N03_03.self)!) }.inObjectScope(.container)
        container.register(N04_05.self) { r in N04_05(r.resolve(N03_05.self)!, r.resolve(N03_08.self)!, r.resolve(N03_06.self)!) }.inObjectScope(.container)
        container.register(N04_06.self) { r in N04_06(r.resolve(N03_01.self)!, r.resolve(N03_02.self)!, r.resolve(N03_11.self)!, r.resolve(N03_06.self)!) }.inObjectScope(.container)
        container.register(N04_07.self) { r in N04_07(r.resolve(N03_07.self)!, r.resolve(N03_08.self)!) }.inObjectScope(.container)
        container.register(N04_08.self) { r in N04_08(r.resolve(N03_04.self)!, r.resolve(N03_11.self)!, r.resolve(N03_02.self)!, r.resolve(N03_09.self)!) }.inObjectScope(.container)
        container.register(N04_09.self) { r in N04_09(r.resolve(N03_06.self)!, r.resolve(N03_03.self)!) }.inObjectScope(.container)
        container.register(N04_10.self) { r in N04_10(r.resolve(N03_11.self)!, r.resolve(N03_03.self)!, r.resolve(N03_10.self)!) }.inObjectScope(.container)
        container.register(N04_11.self) { r in N04_11(r.resolve(N03_04.self)!, r.resolve(N03_05.self)!, r.resolve(N03_03.self)!, r.resolve(N03_07.self)!) }.inObjectScope(.container)
        container.register(N04_12.self) { r in N04_12(r.resolve(N03_01.self)!, r.resolve(N03_04.self)!, r.resolve(N03_06.self)!) }.inObjectScope(.container)
        container.register(N05_00.self) { r in N05_00(r.resolve(N04_04.self)!, r.resolve(N04_03.self)!) }.inObjectScope(.container)
        container.register(N05_01.self) { r in N05_01(r.resolve(N04_06.self)!, r.resolve(N04_02.self)!, r.resolve(N04_10.self)!, r.resolve(N04_04.self)!) }.inObjectScope(.container)
        container.register(N05_02.self) { r in N05_02(r.resolve(N04_06.self)!, r.resolve(N04_02.self)!) }.inObjectScope(.container)
        container.register(N05_03.self) { r in N05_03(r.resolve(N04_02.self)!, r.resolve(N04_06.self)!, r.resolve(N04_04.self)!, r.resolve(N04_01.self)!) }.inObjectScope(.container)
        container.register(N05_04.self) { r in N05_04(r.resolve(N04_10.self)!, r.resolve(N04_06.self)!, r.resolve(N04_11.self)!, r.resolve(N04_02.self)!) }.inObjectScope(.container)
        container.register(N05_05.self) { r in N05_05(r.resolve(N04_10.self)!, r.resolve(N04_12.self)!) }.inObjectScope(.container)
        container.register(N05_06.self) { r in N05_06(r.resolve(N04_00.self)!, r.resolve(N04_09.self)!) }.inObjectScope(.container)
        container.register(N05_07.self) { r in N05_07(r.resolve(N04_12.self)!, r.resolve(N04_11.self)!, r.resolve(N04_02.self)!, r.resolve(N04_07.self)!) }.inObjectScope(.container)
        container.register(N05_08.self) { r in N05_08(r.resolve(N04_02.self)!, r.resolve(N04_01.self)!, r.resolve(N04_09.self)!, r.resolve(N04_11.self)!) }.inObjectScope(.container)
        container.register(N05_09.self) { r in N05_09(r.resolve(N04_08.self)!, r.resolve(N04_04.self)!) }.inObjectScope(.container)
        container.register(N05_10.self) { r in N05_10(r.resolve(N04_04.self)!, r.resolve(N04_10.self)!, r.resolve(N04_06.self)!, r.resolve(N04_07.self)!) }.inObjectScope(.container)
        container.register(N05_11.self) { r in N05_11(r.resolve(N04_01.self)!, r.resolve(N04_02.self)!, r.resolve(N04_08.self)!) }.inObjectScope(.container)
        container.register(N05_12.self) { r in N05_12(r.resolve(N04_09.self)!, r.resolve(N04_06.self)!) }.inObjectScope(.container)
        container.register(N06_00.self) { r in N06_00(r.resolve(N05_00.self)!, r.resolve(N05_09.self)!, r.resolve(N05_11.self)!, r.resolve(N05_10.self)!) }.inObjectScope(.container)
        container.register(N06_01.self) { r in N06_01(r.resolve(N05_06.self)!, r.resolve(N05_02.self)!, r.resolve(N05_11.self)!) }.inObjectScope(.container)
        container.register(N06_02.self) { r in N06_02(r.resolve(N05_02.self)!, r.resolve(N05_11.self)!, r.resolve(N05_03.self)!) }.inObjectScope(.container)
        container.register(N06_03.self) { r in N06_03(r.resolve(N05_03.self)!, r.resolve(N05_04.self)!, r.resolve(N05_06.self)!, r.resolve(N05_08.self)!) }.inObjectScope(.container)
        container.register(N06_04.self) { r in N06_04(r.resolve(N05_11.self)!, r.resolve(N05_07.self)!, r.resolve(N05_04.self)!) }.inObjectScope(.container)
        container.register(N06_05.self) { r in N06_05(r.resolve(N05_10.self)!, r.resolve(N05_01.self)!, r.resolve(N05_09.self)!) }.inObjectScope(.container)
        container.register(N06_06.self) { r in N06_06(r.resolve(N05_12.self)!, r.resolve(N05_05.self)!, r.resolve(N05_02.self)!) }.inObjectScope(.container)
        container.register(N06_07.self) { r in N06_07(r.resolve(N05_07.self)!, r.resolve(N05_08.self)!) }.inObjectScope(.container)
        container.register(N06_08.self) { r in N06_08(r.resolve(N05_07.self)!, r.resolve(N05_06.self)!, r.resolve(N05_10.self)!, r.resolve(N05_11.self)!) }.inObjectScope(.container)
        container.register(N06_09.self) { r in N06_09(r.resolve(N05_03.self)!, r.resolve(N05_01.self)!) }.inObjectScope(.container)
        container.register(N06_10.self) { r in N06_10(r.resolve(N05_11.self)!, r.resolve(N05_10.self)!, r.resolve(N05_01.self)!) }.inObjectScope(.container)
        container.register(N06_11.self) { r in N06_11(r.resolve(N05_12.self)!, r.resolve(N05_07.self)!, r.resolve(N05_09.self)!) }.inObjectScope(.container)
        container.register(N06_12.self) { r in N06_12(r.resolve(N05_11.self)!, r.resolve(N05_06.self)!, r.resolve(N05_02.self)!) }.inObjectScope(.container)
        container.register(N07_00.self) { r in N07_00(r.resolve(N06_03.self)!, r.resolve(N06_05.self)!, r.resolve(N06_11.self)!, r.resolve(N06_02.self)!) }.inObjectScope(.container)
        container.register(N07_01.self) { r in N07_01(r.resolve(N06_09.self)!, r.resolve(N06_01.self)!) }.inObjectScope(.container)
        container.register(N07_02.self) { r in N07_02(r.resolve(N06_04.self)!, r.resolve(N06_09.self)!, r.resolve(N06_02.self)!) }.inObjectScope(.container)
        container.register(N07_03.self) { r in N07_03(r.resolve(N06_11.self)!, r.resolve(N06_06.self)!, r.resolve(N06_07.self)!) }.inObjectScope(.container)
        container.register(N07_04.self) { r in N07_04(r.resolve(N06_05.self)!, r.resolve(N06_12.self)!) }.inObjectScope(.container)
        container.register(N07_05.self) { r in N07_05(r.resolve(N06_12.self)!, r.resolve(N06_06.self)!, r.resolve(N06_03.self)!, r.resolve(N06_02.self)!) }.inObjectScope(.container)
        container.register(N07_06.self) { r in N07_06(r.resolve(N06_09.self)!, r.resolve(N06_12.self)!, r.resolve(N06_06.self)!, r.resolve(N06_01.self)!) }.inObjectScope(.container)
        container.register(N07_07.self) { r in N07_07(r.resolve(N06_11.self)!, r.resolve(N06_01.self)!) }.inObjectScope(.container)
        container.register(N07_08.self) { r in N07_08(r.resolve(N06_11.self)!, r.resolve(N06_08.self)!, r.resolve(N06_07.self)!, r.resolve(N06_12.self)!) }.inObjectScope(.container)
        container.register(N07_09.self) { r in N07_09(r.resolve(N06_03.self)!, r.resolve(N06_08.self)!, r.resolve(N06_11.self)!) }.inObjectScope(.container)
        container.register(N07_10.self) { r in N07_10(r.resolve(N06_00.self)!, r.resolve(N06_09.self)!) }.inObjectScope(.container)
        container.register(N07_11.self) { r in N07_11(r.resolve(N06_05.self)!, r.resolve(N06_02.self)!) }.inObjectScope(.container)
        container.register(N07_12.self) { r in N07_12(r.resolve(N06_00.self)!, r.resolve(N06_02.self)!, r.resolve(N06_08.self)!, r.resolve(N06_06.self)!) }.inObjectScope(.container)
        container.register(N08_00.self) { r in N08_00(r.resolve(N07_06.self)!, r.resolve(N07_05.self)!, r.resolve(N07_11.self)!, r.resolve(N07_09.self)!) }.inObjectScope(.container)
        container.register(N08_01.self) { r in N08_01(r.resolve(N07_06.self)!, r.resolve(N07_11.self)!, r.resolve(N07_08.self)!, r.resolve(N07_09.self)!) }.inObjectScope(.container)
        container.register(N08_02.self) { r in N08_02(r.resolve(N07_04.self)!, r.resolve(N07_08.self)!) }.inObjectScope(.container)
        container.register(N08_03.self) { r in N08_03(r.resolve(N07_07.self)!, r.resolve(N07_05.self)!, r.resolve(N07_11.self)!, r.resolve(N07_10.self)!) }.inObjectScope(.container)
        container.register(N08_04.self) { r in N08_04(r.resolve(N07_06.self)!, r.resolve(N07_05.self)!, r.resolve(N07_12.self)!) }.inObjectScope(.container)
        container.register(N08_05.self) { r in N08_05(r.resolve(N07_09.self)!, r.resolve(N07_07.self)!, r.resolve(N07_04.self)!) }.inObjectScope(.container)
        container.register(N08_06.self) { r in N08_06(r.resolve(N07_07.self)!, r.resolve(N07_05.self)!, r.resolve(N07_06.self)!) }.inObjectScope(.container)
        container.register(N08_07.self) { r in N08_07(r.resolve(N07_06.self)!, r.resolve(N07_00.self)!, r.resolve(N07_02.self)!) }.inObjectScope(.container)
        container.register(N08_08.self) { r in N08_08(r.resolve(N07_12.self)!, r.resolve(N07_02.self)!, r.resolve(N07_04.self)!) }.inObjectScope(.container)
        container.register(N08_09.self) { r in N08_09(r.resolve(N07_03.self)!, r.resolve(N07_06.self)!, r.resolve(N07_01.self)!, r.resolve(N07_00.self)!) }.inObjectScope(.container)
        container.register(N08_10.self) { r in N08_10(r.resolve(N07_11.self)!, r.resolve(N07_00.self)!) }.inObjectScope(.container)
        container.register(N08_11.self) { r in N08_11(r.resolve(N07_10.self)!, r.resolve(N07_03.self)!, r.resolve(N07_01.self)!) }.inObjectScope(.container)
        container.register(N08_12.self) { r in N08_12(r.resolve(N07_04.self)!, r.resolve(N07_06.self)!) }.inObjectScope(.container)
        container.register(N09_00.self) { r in N09_00(r.resolve(N08_01.self)!, r.resolve(N08_11.self)!, r.resolve(N08_08.self)!) }.inObjectScope(.container)
        container.register(N09_01.self) { r in N09_01(r.resolve(N08_12.self)!, r.resolve(N08_03.self)!, r.resolve(N08_11.self)!) }.inObjectScope(.container)
        container.register(N09_02.self) { r in N09_02(r.resolve(N08_12.self)!, r.resolve(N08_00.self)!) }.inObjectScope(.container)
        container.register(N09_03.self) { r in N09_03(r.resolve(N08_07.self)!, r.resolve(N08_00.self)!) }.inObjectScope(.container)
        container.register(N09_04.self) { r in N09_04(r.resolve(N08_08.self)!, r.resolve(N08_00.self)!) }.inObjectScope(.container)
        container.register(N09_05.self) { r in N09_05(r.resolve(N08_02.self)!, r.resolve(N08_06.self)!) }.inObjectScope(.container)
        container.register(N09_06.self) { r in N09_06(r.resolve(N08_02.self)!, r.resolve(N08_07.self)!, r.resolve(N08_08.self)!, r.resolve(N08_09.self)!) }.inObjectScope(.container)
        container.register(N09_07.self) { r in N09_07(r.resolve(N08_11.self)!, r.resolve(N08_10.self)!, r.resolve(N08_02.self)!) }.inObjectScope(.container)
        container.register(N09_08.self) { r in N09_08(r.resolve(N08_11.self)!, r.resolve(N08_07.self)!) }.inObjectScope(.container)
        container.register(N09_09.self) { r in N09_09(r.resolve(N08_00.self)!, r.resolve(N08_12.self)!, r.resolve(N08_04.self)!, r.resolve(N08_11.self)!) }.inObjectScope(.container)
        container.register(N09_10.self) { r in N09_10(r.resolve(N08_10.self)!, r.resolve(N08_02.self)!, r.resolve(N08_08.self)!) }.inObjectScope(.container)
        container.register(N09_11.self) { r in N09_11(r.resolve(N08_08.self)!, r.resolve(N08_03.self)!, r.resolve(N08_00.self)!) }.inObjectScope(.container)
        container.register(N09_12.self) { r in N09_12(r.resolve(N08_11.self)!, r.resolve(N08_02.self)!) }.inObjectScope(.container)
        container.register(N10_00.self) { r in N10_00(r.resolve(N09_12.self)!, r.resolve(N09_01.self)!, r.resolve(N09_10.self)!) }.inObjectScope(.container)
        container.register(N10_01.self) { r in N10_01(r.resolve(N09_06.self)!, r.resolve(N09_02.self)!) }.inObjectScope(.container)
        container.register(N10_02.self) { r in N10_02(r.resolve(N09_01.self)!, r.resolve(N09_00.self)!, r.resolve(N09_12.self)!) }.inObjectScope(.container)
        container.register(N10_03.self) { r in N10_03(r.resolve(N09_12.self)!, r.resolve(N09_05.self)!, r.resolve(N09_07.self)!) }.inObjectScope(.container)
        container.register(N10_04.self) { r in N10_04(r.resolve(N09_08.self)!, r.resolve(N09_09.self)!) }.inObjectScope(.container)
        container.register(N10_05.self) { r in N10_05(r.resolve(N09_09.self)!, r.resolve(N09_10.self)!) }.inObjectScope(.container)
        container.register(N10_06.self) { r in N10_06(r.resolve(N09_03.self)!, r.resolve(N09_05.self)!, r.resolve(N09_07.self)!, r.resolve(N09_00.self)!) }.inObjectScope(.container)
        container.register(N10_07.self) { r in N10_07(r.resolve(N09_10.self)!, r.resolve(N09_11.self)!, r.resolve(N09_06.self)!, r.resolve(N09_02.self)!) }.inObjectScope(.container)
        container.register(N10_08.self) { r in N10_08(r.resolve(N09_02.self)!, r.resolve(N09_03.self)!, r.resolve(N09_04.self)!) }.inObjectScope(.container)
        container.register(N10_09.self) { r in N10_09(r.resolve(N09_05.self)!, r.resolve(N09_10.self)!, r.resolve(N09_00.self)!) }.inObjectScope(.container)
        container.register(N10_10.self) { r in N10_10(r.resolve(N09_01.self)!, r.resolve(N09_04.self)!) }.inObjectScope(.container)
        container.register(N10_11.self) { r in N10_11(r.resolve(N09_02.self)!, r.resolve(N09_07.self)!, r.resolve(N09_03.self)!, r.resolve(N09_06.self)!) }.inObjectScope(.container)
        container.register(N11_00.self) { r in N11_00(r.resolve(N10_04.self)!, r.resolve(N10_05.self)!, r.resolve(N10_07.self)!) }.inObjectScope(.container)
        container.register(N11_01.self) { r in N11_01(r.resolve(N10_00.self)!, r.resolve(N10_08.self)!, r.resolve(N10_02.self)!, r.resolve(N10_05.self)!) }.inObjectScope(.container)
        container.register(N11_02.self) { r in N11_02(r.resolve(N10_11.self)!, r.resolve(N10_04.self)!, r.resolve(N10_06.self)!, r.resolve(N10_07.self)!) }.inObjectScope(.container)
        container.register(N11_03.self) { r in N11_03(r.resolve(N10_02.self)!, r.resolve(N10_09.self)!, r.resolve(N10_03.self)!, r.resolve(N10_07.self)!) }.inObjectScope(.container)
        container.register(N11_04.self) { r in N11_04(r.resolve(N10_08.self)!, r.resolve(N10_09.self)!, r.resolve(N10_04.self)!) }.inObjectScope(.container)
        container.register(N11_05.self) { r in N11_05(r.resolve(N10_08.self)!, r.resolve(N10_07.self)!, r.resolve(N10_09.self)!) }.inObjectScope(.container)
        container.register(N11_06.self) { r in N11_06(r.resolve(N10_10.self)!, r.resolve(N10_05.self)!, r.resolve(N10_04.self)!) }.inObjectScope(.container)
        container.register(N11_07.self) { r in N11_07(r.resolve(N10_05.self)!, r.resolve(N10_03.self)!) }.inObjectScope(.container)
        container.register(N11_08.self) { r in N11_08(r.resolve(N10_06.self)!, r.resolve(N10_05.self)!) }.inObjectScope(.container)
        container.register(N11_09.self) { r in N11_09(r.resolve(N10_09.self)!, r.resolve(N10_11.self)!, r.resolve(N10_00.self)!, r.resolve(N10_08.self)!) }.inObjectScope(.container)
        container.register(N11_10.self) { r in N11_10(r.resolve(N10_03.self)!, r.resolve(N10_02.self)!) }.inObjectScope(.container)
        container.register(N11_11.self) { r in N11_11(r.resolve(N10_10.self)!, r.resolve(N10_07.self)!, r.resolve(N10_01.self)!) }.inObjectScope(.container)
        container.register(N12_00.self) { r in N12_00(r.resolve(N11_11.self)!, r.resolve(N11_02.self)!, r.resolve(N11_05.self)!) }.inObjectScope(.container)
        container.register(N12_01.self) { r in N12_01(r.resolve(N11_02.self)!, r.resolve(N11_03.self)!) }.inObjectScope(.container)
        container.register(N12_02.self) { r in N12_02(r.resolve(N11_04.self)!, r.resolve(N11_07.self)!) }.inObjectScope(.container)
        container.register(N12_03.self) { r in N12_03(r.resolve(N11_01.self)!, r.resolve(N11_11.self)!, r.resolve(N11_00.self)!) }.inObjectScope(.container)
        container.register(N12_04.self) { r in N12_04(r.resolve(N11_05.self)!, r.resolve(N11_09.self)!, r.resolve(N11_08.self)!, r.resolve(N11_07.self)!) }.inObjectScope(.container)
        container.register(N12_05.self) { r in N12_05(r.resolve(N11_08.self)!, r.resolve(N11_00.self)!, r.resolve(N11_11.self)!, r.resolve(N11_01.self)!) }.inObjectScope(.container)
        container.register(N12_06.self) { r in N12_06(r.resolve(N11_00.self)!, r.resolve(N11_11.self)!) }.inObjectScope(.container)
        container.register(N12_07.self) { r in N12_07(r.resolve(N11_06.self)!, r.resolve(N11_10.self)!, r.resolve(N11_04.self)!, r.resolve(N11_11.self)!) }.inObjectScope(.container)
        container.register(N12_08.self) { r in N12_08(r.resolve(N11_08.self)!, r.resolve(N11_11.self)!) }.inObjectScope(.container)
        container.register(N12_09.self) { r in N12_09(r.resolve(N11_05.self)!, r.resolve(N11_03.self)!, r.resolve(N11_02.self)!) }.inObjectScope(.container)
        container.register(N12_10.self) { r in N12_10(r.resolve(N11_03.self)!, r.resolve(N11_02.self)!) }.inObjectScope(.container)
        container.register(N12_11.self) { r in N12_11(r.resolve(N11_09.self)!, r.resolve(N11_02.self)!) }.inObjectScope(.container)
        container.register(N13_00.self) { r in N13_00(r.resolve(N12_03.self)!, r.resolve(N12_04.self)!, r.resolve(N12_06.self)!, r.resolve(N12_05.self)!) }.inObjectScope(.container)
        container.register(N13_01.self) { r in N13_01(r.resolve(N12_02.self)!, r.resolve(N12_04.self)!, r.resolve(N12_08.self)!) }.inObjectScope(.container)
        container.register(N13_02.self) { r in N13_02(r.resolve(N12_08.self)!, r.resolve(N12_02.self)!) }.inObjectScope(.container)
        container.register(N13_03.self) { r in N13_03(r.resolve(N12_03.self)!, r.resolve(N12_00.self)!, r.resolve(N12_04.self)!, r.resolve(N12_01.self)!) }.inObjectScope(.container)
        container.register(N13_04.self) { r in N13_04(r.resolve(N12_08.self)!, r.resolve(N12_01.self)!, r.resolve(N12_06.self)!) }.inObjectScope(.container)
        container.register(N13_05.self) { r in N13_05(r.resolve(N12_09.self)!, r.resolve(N12_03.self)!) }.inObjectScope(.container)
        container.register(N13_06.self) { r in N13_06(r.resolve(N12_06.self)!, r.resolve(N12_01.self)!, r.resolve(N12_04.self)!, r.resolve(N12_00.self)!) }.inObjectScope(.container)
        container.register(N13_07.self) { r in N13_07(r.resolve(N12_09.self)!, r.resolve(N12_07.self)!) }.inObjectScope(.container)
        container.register(N13_08.self) { r in N13_08(r.resolve(N12_06.self)!, r.resolve(N12_09.self)!, r.resolve(N12_04.self)!) }.inObjectScope(.container)
        container.register(N13_09.self) { r in N13_09(r.resolve(N12_03.self)!, r.resolve(N12_00.self)!, r.resolve(N12_04.self)!) }.inObjectScope(.container)
        container.register(N13_10.self) { r in N13_10(r.resolve(N12_03.self)!, r.resolve(N12_04.self)!, r.resolve(N12_05.self)!, r.resolve(N12_02.self)!) }.inObjectScope(.container)
        container.register(N13_11.self) { r in N13_11(r.resolve(N12_00.self)!, r.resolve(N12_05.self)!, r.resolve(N12_10.self)!, r.resolve(N12_11.self)!) }.inObjectScope(.container)
        container.register(N14_00.self) { r in N14_00(r.resolve(N13_04.self)!, r.resolve(N13_01.self)!) }.inObjectScope(.container)
        container.register(N14_01.self) { r in N14_01(r.resolve(N13_01.self)!, r.resolve(N13_06.self)!) }.inObjectScope(.container)
        container.register(N14_02.self) { r in N14_02(r.resolve(N13_11.self)!, r.resolve(N13_03.self)!, r.resolve(N13_04.self)!) }.inObjectScope(.container)
        container.register(N14_03.self) { r in N14_03(r.resolve(N13_09.self)!, r.resolve(N13_03.self)!) }.inObjectScope(.container)
        container.register(N14_04.self) { r in N14_04(r.resolve(N13_05.self)!, r.resolve(N13_03.self)!, r.resolve(N13_04.self)!, r.resolve(N13_10.self)!) }.inObjectScope(.container)
        container.register(N14_05.self) { r in N14_05(r.resolve(N13_02.self)!, r.resolve(N13_11.self)!, r.resolve(N13_04.self)!, r.resolve(N13_07.self)!) }.inObjectScope(.container)
        container.register(N14_06.self) { r in N14_06(r.resolve(N13_03.self)!, r.resolve(N13_06.self)!, r.resolve(N13_01.self)!, r.resolve(N13_02.self)!) }.inObjectScope(.container)
        container.register(N14_07.self) { r in N14_07(r.resolve(N13_04.self)!, r.resolve(N13_00.self)!) }.inObjectScope(.container)
        container.register(N14_08.self) { r in N14_08(r.resolve(N13_08.self)!, r.resolve(N13_03.self)!, r.resolve(N13_04.self)!) }.inObjectScope(.container)
        container.register(N14_09.self) { r in N14_09(r.resolve(N13_04.self)!, r.resolve(N13_03.self)!, r.resolve(N13_01.self)!) }.inObjectScope(.container)
        container.register(N14_10.self) { r in N14_10(r.resolve(N13_07.self)!, r.resolve(N13_11.self)!, r.resolve(N13_04.self)!) }.inObjectScope(.container)
        container.register(N14_11.self) { r in N14_11(r.resolve(N13_04.self)!, r.resolve(N13_07.self)!, r.resolve(N13_09.self)!) }.inObjectScope(.container)
    }

    /// Every node resolved from a Swinject container, top layer first.
    static func resolveAll(_ container: Swinject.Container, _ sink: Sink) {
        sink.take(container.resolve(N14_00.self)!)
        sink.take(container.resolve(N14_01.self)!)
        sink.take(container.resolve(N14_02.self)!)
        sink.take(container.resolve(N14_03.self)!)
        sink.take(container.resolve(N14_04.self)!)
        sink.take(container.resolve(N14_05.self)!)
        sink.take(container.resolve(N14_06.self)!)
        sink.take(container.resolve(N14_07.self)!)
        sink.take(container.resolve(N14_08.self)!)
        sink.take(container.resolve(N14_09.self)!)
        sink.take(container.resolve(N14_10.self)!)
        sink.take(container.resolve(N14_11.self)!)
        sink.take(container.resolve(N13_00.self)!)
        sink.take(container.resolve(N13_01.self)!)
        sink.take(container.resolve(N13_02.self)!)
        sink.take(container.resolve(N13_03.self)!)
        sink.take(container.resolve(N13_04.self)!)
        sink.take(container.resolve(N13_05.self)!)
        sink.take(container.resolve(N13_06.self)!)
        sink.take(container.resolve(N13_07.self)!)
        sink.take(container.resolve(N13_08.self)!)
        sink.take(container.resolve(N13_09.self)!)
        sink.take(container.resolve(N13_10.self)!)
        sink.take(container.resolve(N13_11.self)!)
        sink.take(container.resolve(N12_00.self)!)
        sink.take(container.resolve(N12_01.self)!)
        sink.take(container.resolve(N12_02.self)!)
        sink.take(container.resolve(N12_03.self)!)
        sink.take(container.resolve(N12_04.self)!)
        sink.take(container.resolve(N12_05.self)!)
        sink.take(container.resolve(N12_06.self)!)
        sink.take(container.resolve(N12_07.self)!)
        sink.take(container.resolve(N12_08.self)!)
        sink.take(container.resolve(N12_09.self)!)
        sink.take(container.resolve(N12_10.self)!)
        sink.take(container.resolve(N12_11.self)!)
        sink.take(container.resolve(N11_00.self)!)
        sink.take(container.resolve(N11_01.self)!)
        sink.take(container.resolve(N11_02.self)!)
        sink.take(container.resolve(N11_03.self)!)
        sink.take(container.resolve(N11_04.self)!)
        sink.take(container.resolve(N11_05.self)!)
        sink.take(container.resolve(N11_06.self)!)
        sink.take(container.resolve(N11_07.self)!)
        sink.take(container.resolve(N11_08.self)!)
        sink.take(container.resolve(N11_09.self)!)
        sink.take(container.resolve(N11_10.self)!)
        sink.take(container.resolve(N11_11.self)!)
        sink.take(container.resolve(N10_00.self)!)
        sink.take(container.resolve(N10_01.self)!)
        sink.take(container.resolve(N10_02.self)!)
        sink.take(container.resolve(N10_03.self)!)
        sink.take(container.resolve(N10_04.self)!)
        sink.take(container.resolve(N10_05.self)!)
        sink.take(container.resolve(N10_06.self)!)
        sink.take(container.resolve(N10_07.self)!)
        sink.take(container.resolve(N10_08.self)!)
        sink.take(container.resolve(N10_09.self)!)
        sink.take(container.resolve(N10_10.self)!)
        sink.take(container.resolve(N10_11.self)!)
        sink.take(container.resolve(N09_00.self)!)
        sink.take(container.resolve(N09_01.self)!)
        sink.take(container.resolve(N09_02.self)!)
        sink.take(container.resolve(N09_03.self)!)
        sink.take(container.resolve(N09_04.self)!)
        sink.take(container.resolve(N09_05.self)!)
        sink.take(container.resolve(N09_06.self)!)
        sink.take(container.resolve(N09_07.self)!)
        sink.take(container.resolve(N09_08.self)!)
        sink.take(container.resolve(N09_09.self)!)
        sink.take(container.resolve(N09_10.self)!)
        sink.take(container.resolve(N09_11.self)!)
        sink.take(container.resolve(N09_12.self)!)
        sink.take(container.resolve(N08_00.self)!)
        sink.take(container.resolve(N08_01.self)!)
        sink.take(container.resolve(N08_02.self)!)
        sink.take(container.resolve(N08_03.self)!)
        sink.take(container.resolve(N08_04.self)!)
        sink.take(container.resolve(N08_05.self)!)
        sink.take(container.resolve(N08_06.self)!)
        sink.take(container.resolve(N08_07.self)!)
        sink.take(container.resolve(N08_08.self)!)
        sink.take(container.resolve(N08_09.self)!)
        sink.take(container.resolve(N08_10.self)!)
        sink.take(container.resolve(N08_11.self)!)
        sink.take(container.resolve(N08_12.self)!)
        sink.take(container.resolve(N07_00.self)!)
        sink.take(container.resolve(N07_01.self)!)
        sink.take(container.resolve(N07_02.self)!)
        sink.take(container.resolve(N07_03.self)!)
        sink.take(container.resolve(N07_04.self)!)
        sink.take(container.resolve(N07_05.self)!)
        sink.take(container.resolve(N07_06.self)!)
        sink.take(container.resolve(N07_07.self)!)
        sink.take(container.resolve(N07_08.self)!)
        sink.take(container.resolve(N07_09.self)!)
        sink.take(container.resolve(N07_10.self)!)
        sink.take(container.resolve(N07_11.self)!)
        sink.take(container.resolve(N07_12.self)!)
        sink.take(container.resolve(N06_00.self)!)
        sink.take(container.resolve(N06_01.self)!)
        sink.take(container.resolve(N06_02.self)!)
        sink.take(container.resolve(N06_03.self)!)
        sink.take(container.resolve(N06_04.self)!)
        sink.take(container.resolve(N06_05.self)!)
        sink.take(container.resolve(N06_06.self)!)
        sink.take(container.resolve(N06_07.self)!)
        sink.take(container.resolve(N06_08.self)!)
        sink.take(container.resolve(N06_09.self)!)
        sink.take(container.resolve(N06_10.self)!)
        sink.take(container.resolve(N06_11.self)!)
        sink.take(container.resolve(N06_12.self)!)
        sink.take(container.resolve(N05_00.self)!)
        sink.take(container.resolve(N05_01.self)!)
        sink.take(container.resolve(N05_02.self)!)
        sink.take(container.resolve(N05_03.self)!)
        sink.take(container.resolve(N05_04.self)!)
        sink.take(container.resolve(N05_05.self)!)
        sink.take(container.resolve(N05_06.self)!)
        sink.take(container.resolve(N05_07.self)!)
        sink.take(container.resolve(N05_08.self)!)
        sink.take(container.resolve(N05_09.self)!)
        sink.take(container.resolve(N05_10.self)!)
        sink.take(container.resolve(N05_11.self)!)
        sink.take(container.resolve(N05_12.self)!)
        sink.take(container.resolve(N04_00.self)!)
        sink.take(container.resolve(N04_01.self)!)
        sink.take(container.resolve(N04_02.self)!)
        sink.take(container.resolve(N04_03.self)!)
        sink.take(container.resolve(N04_04.self)!)
        sink.take(container.resolve(N04_05.self)!)
        sink.take(container.resolve(N04_06.self)!)
        sink.take(container.resolve(N04_07.self)!)
        sink.take(container.resolve(N04_08.self)!)
        sink.take(container.resolve(N04_09.self)!)
        sink.take(container.resolve(N04_10.self)!)
        sink.take(container.resolve(N04_11.self)!)
        sink.take(container.resolve(N04_12.self)!)
        sink.take(container.resolve(N03_00.self)!)
        sink.take(container.resolve(N03_01.self)!)
        sink.take(container.resolve(N03_02.self)!)
        sink.take(container.resolve(N03_03.self)!)
        sink.take(container.resolve(N03_04.self)!)
        sink.take(container.resolve(N03_05.self)!)
        sink.take(container.resolve(N03_06.self)!)
        sink.take(container.resolve(N03_07.self)!)
        sink.take(container.resolve(N03_08.self)!)
        sink.take(container.resolve(N03_09.self)!)
        sink.take(container.resolve(N03_10.self)!)
        sink.take(container.resolve(N03_11.self)!)
        sink.take(container.resolve(N03_12.self)!)
        sink.take(container.resolve(N02_00.self)!)
        sink.take(container.resolve(N02_01.self)!)
        sink.take(container.resolve(N02_02.self)!)
        sink.take(container.resolve(N02_03.self)!)
        sink.take(container.resolve(N02_04.self)!)
        sink.take(container.resolve(N02_05.self)!)
        sink.take(container.resolve(N02_06.self)!)
        sink.take(container.resolve(N02_07.self)!)
        sink.take(container.resolve(N02_08.self)!)
        sink.take(container.resolve(N02_09.self)!)
        sink.take(container.resolve(N02_10.self)!)
        sink.take(container.resolve(N02_11.self)!)
        sink.take(container.resolve(N02_12.self)!)
        sink.take(container.resolve(N01_00.self)!)
        sink.take(container.resolve(N01_01.self)!)
        sink.take(container.resolve(N01_02.self)!)
        sink.take(container.resolve(N01_03.self)!)
        sink.take(container.resolve(N01_04.self)!)
        sink.take(container.resolve(N01_05.self)!)
        sink.take(container.resolve(N01_06.self)!)
        sink.take(container.resolve(N01_07.self)!)
        sink.take(container.resolve(N01_08.self)!)
        sink.take(container.resolve(N01_09.self)!)
        sink.take(container.resolve(N01_10.self)!)
        sink.take(container.resolve(N01_11.self)!)
        sink.take(container.resolve(N01_12.self)!)
        sink.take(container.resolve(N00_00.self)!)
        sink.take(container.resolve(N00_01.self)!)
        sink.take(container.resolve(N00_02.self)!)
        sink.take(container.resolve(N00_03.self)!)
        sink.take(container.resolve(N00_04.self)!)
        sink.take(container.resolve(N00_05.self)!)
        sink.take(container.resolve(N00_06.self)!)
        sink.take(container.resolve(N00_07.self)!)
        sink.take(container.resolve(N00_08.self)!)
        sink.take(container.resolve(N00_09.self)!)
        sink.take(container.resolve(N00_10.self)!)
        sink.take(container.resolve(N00_11.self)!)
        sink.take(container.resolve(N00_12.self)!)
    }

    // swift-dependencies: every node a key whose live value reads the node's dependencies with
    // `@Dependency`. The value is computed, so each dependency context builds its own graph;
    // the context's cache keeps it, so every later read is a hit, as in the containers.
    enum N00_00Key: DependencyKey {
        static var liveValue: N00_00 { N00_00() }
    }
    enum N00_01Key: DependencyKey {
        static var liveValue: N00_01 { N00_01() }
    }
    enum N00_02Key: DependencyKey {
        static var liveValue: N00_02 { N00_02() }
    }
    enum N00_03Key: DependencyKey {
        static var liveValue: N00_03 { N00_03() }
    }
    enum N00_04Key: DependencyKey {
        static var liveValue: N00_04 { N00_04() }
    }
    enum N00_05Key: DependencyKey {
        static var liveValue: N00_05 { N00_05() }
    }
    enum N00_06Key: DependencyKey {
        static var liveValue: N00_06 { N00_06() }
    }
    enum N00_07Key: DependencyKey {
        static var liveValue: N00_07 { N00_07() }
    }
    enum N00_08Key: DependencyKey {
        static var liveValue: N00_08 { N00_08() }
    }
    enum N00_09Key: DependencyKey {
        static var liveValue: N00_09 { N00_09() }
    }
    enum N00_10Key: DependencyKey {
        static var liveValue: N00_10 { N00_10() }
    }
    enum N00_11Key: DependencyKey {
        static var liveValue: N00_11 { N00_11() }
    }
    enum N00_12Key: DependencyKey {
        static var liveValue: N00_12 { N00_12() }
    }
    enum N01_00Key: DependencyKey {
        static var liveValue: N01_00 {
            @Dependency(\.dagN00_00) var d0
            @Dependency(\.dagN00_07) var d1
            return N01_00(d0, d1)
        }
    }
    enum N01_01Key: DependencyKey {
        static var liveValue: N01_01 {
            @Dependency(\.dagN00_07) var d0
            @Dependency(\.dagN00_06) var d1
            return N01_01(d0, d1)
        }
    }
    enum N01_02Key: DependencyKey {
        static var liveValue: N01_02 {
            @Dependency(\.dagN00_06) var d0
            @Dependency(\.dagN00_10) var d1
            return N01_02(d0, d1)
        }
    }
    enum N01_03Key: DependencyKey {
        static var liveValue: N01_03 {
            @Dependency(\.dagN00_00) var d0
            @Dependency(\.dagN00_01) var d1
            return N01_03(d0, d1)
        }
    }
    enum N01_04Key: DependencyKey {
        static var liveValue: N01_04 {
            @Dependency(\.dagN00_07) var d0
            @Dependency(\.dagN00_11) var d1
            @Dependency(\.dagN00_02) var d2
            @Dependency(\.dagN00_01) var d3
            return N01_04(d0, d1, d2, d3)
        }
    }
    enum N01_05Key: DependencyKey {
        static var liveValue: N01_05 {
            @Dependency(\.dagN00_08) var d0
            @Dependency(\.dagN00_02) var d1
            @Dependency(\.dagN00_04) var d2
            return N01_05(d0, d1, d2)
        }
    }
    enum N01_06Key: DependencyKey {
        static var liveValue: N01_06 {
            @Dependency(\.dagN00_06) var d0
            @Dependency(\.dagN00_08) var d1
            return N01_06(d0, d1)
        }
    }
    enum N01_07Key: DependencyKey {
        static var liveValue: N01_07 {
            @Dependency(\.dagN00_12) var d0
            @Dependency(\.dagN00_08) var d1
            @Dependency(\.dagN00_03) var d2
            return N01_07(d0, d1, d2)
        }
    }
    enum N01_08Key: DependencyKey {
        static var liveValue: N01_08 {
            @Dependency(\.dagN00_01) var d0
            @Dependency(\.dagN00_09) var d1
            return N01_08(d0, d1)
        }
    }
    enum N01_09Key: DependencyKey {
        static var liveValue: N01_09 {
            @Dependency(\.dagN00_12) var d0
            @Dependency(\.dagN00_08) var d1
            @Dependency(\.dagN00_06) var d2
            @Dependency(\.dagN00_00) var d3
            return N01_09(d0, d1, d2, d3)
        }
    }
    enum N01_10Key: DependencyKey {
        static var liveValue: N01_10 {
            @Dependency(\.dagN00_00) var d0
            @Dependency(\.dagN00_01) var d1
            @Dependency(\.dagN00_02) var d2
            return N01_10(d0, d1, d2)
        }
    }
    enum N01_11Key: DependencyKey {
        static var liveValue: N01_11 {
            @Dependency(\.dagN00_11) var d0
            @Dependency(\.dagN00_04) var d1
            @Dependency(\.dagN00_09) var d2
            @Dependency(\.dagN00_02) var d3
            return N01_11(d0, d1, d2, d3)
        }
    }
    enum N01_12Key: DependencyKey {
        static var liveValue: N01_12 {
            @Dependency(\.dagN00_00) var d0
            @Dependency(\.dagN00_04) var d1
            return N01_12(d0, d1)
        }
    }
    enum N02_00Key: DependencyKey {
        static var liveValue: N02_00 {
            @Dependency(\.dagN01_03) var d0
            @Dependency(\.dagN01_00) var d1
            @Dependency(\.dagN01_10) var d2
            @Dependency(\.dagN01_08) var d3
            return N02_00(d0, d1, d2, d3)
        }
    }
    enum N02_01Key: DependencyKey {
        static var liveValue: N02_01 {
            @Dependency(\.dagN01_12) var d0
            @Dependency(\.dagN01_00) var d1
            @Dependency(\.dagN01_11) var d2
            return N02_01(d0, d1, d2)
        }
    }
    enum N02_02Key: DependencyKey {
        static var liveValue: N02_02 {
            @Dependency(\.dagN01_09) var d0
            @Dependency(\.dagN01_02) var d1
            @Dependency(\.dagN01_10) var d2
            @Dependency(\.dagN01_05) var d3
            return N02_02(d0, d1, d2, d3)
        }
    }
    enum N02_03Key: DependencyKey {
        static var liveValue: N02_03 {
            @Dependency(\.dagN01_04) var d0
            @Dependency(\.dagN01_11) var d1
            @Dependency(\.dagN01_09) var d2
            @Dependency(\.dagN01_02) var d3
            return N02_03(d0, d1, d2, d3)
        }
    }
    enum N02_04Key: DependencyKey {
        static var liveValue: N02_04 {
            @Dependency(\.dagN01_03) var d0
            @Dependency(\.dagN01_10) var d1
            @Dependency(\.dagN01_02) var d2
            return N02_04(d0, d1, d2)
        }
    }
    enum N02_05Key: DependencyKey {
        static var liveValue: N02_05 {
            @Dependency(\.dagN01_08) var d0
            @Dependency(\.dagN01_03) var d1
            @Dependency(\.dagN01_09) var d2
            return N02_05(d0, d1, d2)
        }
    }
    enum N02_06Key: DependencyKey {
        static var liveValue: N02_06 {
            @Dependency(\.dagN01_07) var d0
            @Dependency(\.dagN01_06) var d1
            return N02_06(d0, d1)
        }
    }
    enum N02_07Key: DependencyKey {
        static var liveValue: N02_07 {
            @Dependency(\.dagN01_06) var d0
            @Dependency(\.dagN01_03) var d1
            @Dependency(\.dagN01_05) var d2
            @Dependency(\.dagN01_12) var d3
            return N02_07(d0, d1, d2, d3)
        }
    }
    enum N02_08Key: DependencyKey {
        static var liveValue: N02_08 {
            @Dependency(\.dagN01_04) var d0
            @Dependency(\.dagN01_11) var d1
            @Dependency(\.dagN01_10) var d2
            return N02_08(d0, d1, d2)
        }
    }
    enum N02_09Key: DependencyKey {
        static var liveValue: N02_09 {
            @Dependency(\.dagN01_03) var d0
            @Dependency(\.dagN01_08) var d1
            @Dependency(\.dagN01_00) var d2
            @Dependency(\.dagN01_11) var d3
            return N02_09(d0, d1, d2, d3)
        }
    }
    enum N02_10Key: DependencyKey {
        static var liveValue: N02_10 {
            @Dependency(\.dagN01_07) var d0
            @Dependency(\.dagN01_02) var d1
            return N02_10(d0, d1)
        }
    }
    enum N02_11Key: DependencyKey {
        static var liveValue: N02_11 {
            @Dependency(\.dagN01_09) var d0
            @Dependency(\.dagN01_01) var d1
            @Dependency(\.dagN01_08) var d2
            return N02_11(d0, d1, d2)
        }
    }
    enum N02_12Key: DependencyKey {
        static var liveValue: N02_12 {
            @Dependency(\.dagN01_05) var d0
            @Dependency(\.dagN01_06) var d1
            return N02_12(d0, d1)
        }
    }
    enum N03_00Key: DependencyKey {
        static var liveValue: N03_00 {
            @Dependency(\.dagN02_02) var d0
            @Dependency(\.dagN02_03) var d1
            @Dependency(\.dagN02_12) var d2
            @Dependency(\.dagN02_01) var d3
            return N03_00(d0, d1, d2, d3)
        }
    }
    enum N03_01Key: DependencyKey {
        static var liveValue: N03_01 {
            @Dependency(\.dagN02_09) var d0
            @Dependency(\.dagN02_08) var d1
            @Dependency(\.dagN02_11) var d2
            @Dependency(\.dagN02_00) var d3
            return N03_01(d0, d1, d2, d3)
        }
    }
    enum N03_02Key: DependencyKey {
        static var liveValue: N03_02 {
            @Dependency(\.dagN02_04) var d0
            @Dependency(\.dagN02_03) var d1
            @Dependency(\.dagN02_07) var d2
            return N03_02(d0, d1, d2)
        }
    }
    enum N03_03Key: DependencyKey {
        static var liveValue: N03_03 {
            @Dependency(\.dagN02_02) var d0
            @Dependency(\.dagN02_09) var d1
            @Dependency(\.dagN02_11) var d2
            @Dependency(\.dagN02_12) var d3
            return N03_03(d0, d1, d2, d3)
        }
    }
    enum N03_04Key: DependencyKey {
        static var liveValue: N03_04 {
            @Dependency(\.dagN02_01) var d0
            @Dependency(\.dagN02_10) var d1
            @Dependency(\.dagN02_11) var d2
            return N03_04(d0, d1, d2)
        }
    }
    enum N03_05Key: DependencyKey {
        static var liveValue: N03_05 {
            @Dependency(\.dagN02_12) var d0
            @Dependency(\.dagN02_07) var d1
            @Dependency(\.dagN02_03) var d2
            @Dependency(\.dagN02_01) var d3
            return N03_05(d0, d1, d2, d3)
        }
    }
    enum N03_06Key: DependencyKey {
        static var liveValue: N03_06 {
            @Dependency(\.dagN02_00) var d0
            @Dependency(\.dagN02_09) var d1
            @Dependency(\.dagN02_08) var d2
            @Dependency(\.dagN02_04) var d3
            return N03_06(d0, d1, d2, d3)
        }
    }
    enum N03_07Key: DependencyKey {
        static var liveValue: N03_07 {
            @Dependency(\.dagN02_08) var d0
            @Dependency(\.dagN02_00) var d1
            @Dependency(\.dagN02_03) var d2
            return N03_07(d0, d1, d2)
        }
    }
    enum N03_08Key: DependencyKey {
        static var liveValue: N03_08 {
            @Dependency(\.dagN02_10) var d0
            @Dependency(\.dagN02_07) var d1
            return N03_08(d0, d1)
        }
    }
    enum N03_09Key: DependencyKey {
        static var liveValue: N03_09 {
            @Dependency(\.dagN02_05) var d0
            @Dependency(\.dagN02_12) var d1
            @Dependency(\.dagN02_11) var d2
            return N03_09(d0, d1, d2)
        }
    }
    enum N03_10Key: DependencyKey {
        static var liveValue: N03_10 {
            @Dependency(\.dagN02_04) var d0
            @Dependency(\.dagN02_03) var d1
            @Dependency(\.dagN02_08) var d2
            return N03_10(d0, d1, d2)
        }
    }
    enum N03_11Key: DependencyKey {
        static var liveValue: N03_11 {
            @Dependency(\.dagN02_01) var d0
            @Dependency(\.dagN02_04) var d1
            @Dependency(\.dagN02_06) var d2
            return N03_11(d0, d1, d2)
        }
    }
    enum N03_12Key: DependencyKey {
        static var liveValue: N03_12 {
            @Dependency(\.dagN02_07) var d0
            @Dependency(\.dagN02_09) var d1
            @Dependency(\.dagN02_02) var d2
            @Dependency(\.dagN02_06) var d3
            return N03_12(d0, d1, d2, d3)
        }
    }
    enum N04_00Key: DependencyKey {
        static var liveValue: N04_00 {
            @Dependency(\.dagN03_07) var d0
            @Dependency(\.dagN03_03) var d1
            @Dependency(\.dagN03_10) var d2
            @Dependency(\.dagN03_09) var d3
            return N04_00(d0, d1, d2, d3)
        }
    }
    enum N04_01Key: DependencyKey {
        static var liveValue: N04_01 {
            @Dependency(\.dagN03_00) var d0
            @Dependency(\.dagN03_06) var d1
            @Dependency(\.dagN03_08) var d2
            return N04_01(d0, d1, d2)
        }
    }
    enum N04_02Key: DependencyKey {
        static var liveValue: N04_02 {
            @Dependency(\.dagN03_00) var d0
            @Dependency(\.dagN03_02) var d1
            return N04_02(d0, d1)
        }
    }
    enum N04_03Key: DependencyKey {
        static var liveValue: N04_03 {
            @Dependency(\.dagN03_11) var d0
            @Dependency(\.dagN03_12) var d1
            @Dependency(\.dagN03_01) var d2
            @Dependency(\.dagN03_03) var d3
            return N04_03(d0, d1, d2, d3)
        }
    }
    enum N04_04Key: DependencyKey {
        static var liveValue: N04_04 {
            @Dependency(\.dagN03_06) var d0
            @Dependency(\.dagN03_03) var d1
            return N04_04(d0, d1)
        }
    }
    enum N04_05Key: DependencyKey {
        static var liveValue: N04_05 {
            @Dependency(\.dagN03_05) var d0
            @Dependency(\.dagN03_08) var d1
            @Dependency(\.dagN03_06) var d2
            return N04_05(d0, d1, d2)
        }
    }
    enum N04_06Key: DependencyKey {
        static var liveValue: N04_06 {
            @Dependency(\.dagN03_01) var d0
            @Dependency(\.dagN03_02) var d1
            @Dependency(\.dagN03_11) var d2
            @Dependency(\.dagN03_06) var d3
            return N04_06(d0, d1, d2, d3)
        }
    }
    enum N04_07Key: DependencyKey {
        static var liveValue: N04_07 {
            @Dependency(\.dagN03_07) var d0
            @Dependency(\.dagN03_08) var d1
            return N04_07(d0, d1)
        }
    }
    enum N04_08Key: DependencyKey {
        static var liveValue: N04_08 {
            @Dependency(\.dagN03_04) var d0
            @Dependency(\.dagN03_11) var d1
            @Dependency(\.dagN03_02) var d2
            @Dependency(\.dagN03_09) var d3
            return N04_08(d0, d1, d2, d3)
        }
    }
    enum N04_09Key: DependencyKey {
        static var liveValue: N04_09 {
            @Dependency(\.dagN03_06) var d0
            @Dependency(\.dagN03_03) var d1
            return N04_09(d0, d1)
        }
    }
    enum N04_10Key: DependencyKey {
        static var liveValue: N04_10 {
            @Dependency(\.dagN03_11) var d0
            @Dependency(\.dagN03_03) var d1
            @Dependency(\.dagN03_10) var d2
            return N04_10(d0, d1, d2)
        }
    }
    enum N04_11Key: DependencyKey {
        static var liveValue: N04_11 {
            @Dependency(\.dagN03_04) var d0
            @Dependency(\.dagN03_05) var d1
            @Dependency(\.dagN03_03) var d2
            @Dependency(\.dagN03_07) var d3
            return N04_11(d0, d1, d2, d3)
        }
    }
    enum N04_12Key: DependencyKey {
        static var liveValue: N04_12 {
            @Dependency(\.dagN03_01) var d0
            @Dependency(\.dagN03_04) var d1
            @Dependency(\.dagN03_06) var d2
            return N04_12(d0, d1, d2)
        }
    }
    enum N05_00Key: DependencyKey {
        static var liveValue: N05_00 {
            @Dependency(\.dagN04_04) var d0
            @Dependency(\.dagN04_03) var d1
            return N05_00(d0, d1)
        }
    }
    enum N05_01Key: DependencyKey {
        static var liveValue: N05_01 {
            @Dependency(\.dagN04_06) var d0
            @Dependency(\.dagN04_02) var d1
            @Dependency(\.dagN04_10) var d2
            @Dependency(\.dagN04_04) var d3
            return N05_01(d0, d1, d2, d3)
        }
    }
    enum N05_02Key: DependencyKey {
        static var liveValue: N05_02 {
            @Dependency(\.dagN04_06) var d0
            @Dependency(\.dagN04_02) var d1
            return N05_02(d0, d1)
        }
    }
    enum N05_03Key: DependencyKey {
        static var liveValue: N05_03 {
            @Dependency(\.dagN04_02) var d0
            @Dependency(\.dagN04_06) var d1
            @Dependency(\.dagN04_04) var d2
            @Dependency(\.dagN04_01) var d3
            return N05_03(d0, d1, d2, d3)
        }
    }
    enum N05_04Key: DependencyKey {
        static var liveValue: N05_04 {
            @Dependency(\.dagN04_10) var d0
            @Dependency(\.dagN04_06) var d1
            @Dependency(\.dagN04_11) var d2
            @Dependency(\.dagN04_02) var d3
            return N05_04(d0, d1, d2, d3)
        }
    }
    enum N05_05Key: DependencyKey {
        static var liveValue: N05_05 {
            @Dependency(\.dagN04_10) var d0
            @Dependency(\.dagN04_12) var d1
            return N05_05(d0, d1)
        }
    }
    enum N05_06Key: DependencyKey {
        static var liveValue: N05_06 {
            @Dependency(\.dagN04_00) var d0
            @Dependency(\.dagN04_09) var d1
            return N05_06(d0, d1)
        }
    }
    enum N05_07Key: DependencyKey {
        static var liveValue: N05_07 {
            @Dependency(\.dagN04_12) var d0
            @Dependency(\.dagN04_11) var d1
            @Dependency(\.dagN04_02) var d2
            @Dependency(\.dagN04_07) var d3
            return N05_07(d0, d1, d2, d3)
        }
    }
    enum N05_08Key: DependencyKey {
        static var liveValue: N05_08 {
            @Dependency(\.dagN04_02) var d0
            @Dependency(\.dagN04_01) var d1
            @Dependency(\.dagN04_09) var d2
            @Dependency(\.dagN04_11) var d3
            return N05_08(d0, d1, d2, d3)
        }
    }
    enum N05_09Key: DependencyKey {
        static var liveValue: N05_09 {
            @Dependency(\.dagN04_08) var d0
            @Dependency(\.dagN04_04) var d1
            return N05_09(d0, d1)
        }
    }
    enum N05_10Key: DependencyKey {
        static var liveValue: N05_10 {
            @Dependency(\.dagN04_04) var d0
            @Dependency(\.dagN04_10) var d1
            @Dependency(\.dagN04_06) var d2
            @Dependency(\.dagN04_07) var d3
            return N05_10(d0, d1, d2, d3)
        }
    }
    enum N05_11Key: DependencyKey {
        static var liveValue: N05_11 {
            @Dependency(\.dagN04_01) var d0
            @Dependency(\.dagN04_02) var d1
            @Dependency(\.dagN04_08) var d2
            return N05_11(d0, d1, d2)
        }
    }
    enum N05_12Key: DependencyKey {
        static var liveValue: N05_12 {
            @Dependency(\.dagN04_09) var d0
            @Dependency(\.dagN04_06) var d1
            return N05_12(d0, d1)
        }
    }
    enum N06_00Key: DependencyKey {
        static var liveValue: N06_00 {
            @Dependency(\.dagN05_00) var d0
            @Dependency(\.dagN05_09) var d1
            @Dependency(\.dagN05_11) var d2
            @Dependency(\.dagN05_10) var d3
            return N06_00(d0, d1, d2, d3)
        }
    }
    enum N06_01Key: DependencyKey {
        static var liveValue: N06_01 {
            @Dependency(\.dagN05_06) var d0
            @Dependency(\.dagN05_02) var d1
            @Dependency(\.dagN05_11) var d2
            return N06_01(d0, d1, d2)
        }
    }
    enum N06_02Key: DependencyKey {
        static var liveValue: N06_02 {
            @Dependency(\.dagN05_02) var d0
            @Dependency(\.dagN05_11) var d1
            @Dependency(\.dagN05_03) var d2
            return N06_02(d0, d1, d2)
        }
    }
    enum N06_03Key: DependencyKey {
        static var liveValue: N06_03 {
            @Dependency(\.dagN05_03) var d0
            @Dependency(\.dagN05_04) var d1
            @Dependency(\.dagN05_06) var d2
            @Dependency(\.dagN05_08) var d3
            return N06_03(d0, d1, d2, d3)
        }
    }
    enum N06_04Key: DependencyKey {
        static var liveValue: N06_04 {
            @Dependency(\.dagN05_11) var d0
            @Dependency(\.dagN05_07) var d1
            @Dependency(\.dagN05_04) var d2
            return N06_04(d0, d1, d2)
        }
    }
    enum N06_05Key: DependencyKey {
        static var liveValue: N06_05 {
            @Dependency(\.dagN05_10) var d0
            @Dependency(\.dagN05_01) var d1
            @Dependency(\.dagN05_09) var d2
            return N06_05(d0, d1, d2)
        }
    }
    enum N06_06Key: DependencyKey {
        static var liveValue: N06_06 {
            @Dependency(\.dagN05_12) var d0
            @Dependency(\.dagN05_05) var d1
            @Dependency(\.dagN05_02) var d2
            return N06_06(d0, d1, d2)
        }
    }
    enum N06_07Key: DependencyKey {
        static var liveValue: N06_07 {
            @Dependency(\.dagN05_07) var d0
            @Dependency(\.dagN05_08) var d1
            return N06_07(d0, d1)
        }
    }
    enum N06_08Key: DependencyKey {
        static var liveValue: N06_08 {
            @Dependency(\.dagN05_07) var d0
            @Dependency(\.dagN05_06) var d1
            @Dependency(\.dagN05_10) var d2
            @Dependency(\.dagN05_11) var d3
            return N06_08(d0, d1, d2, d3)
        }
    }
    enum N06_09Key: DependencyKey {
        static var liveValue: N06_09 {
            @Dependency(\.dagN05_03) var d0
            @Dependency(\.dagN05_01) var d1
            return N06_09(d0, d1)
        }
    }
    enum N06_10Key: DependencyKey {
        static var liveValue: N06_10 {
            @Dependency(\.dagN05_11) var d0
            @Dependency(\.dagN05_10) var d1
            @Dependency(\.dagN05_01) var d2
            return N06_10(d0, d1, d2)
        }
    }
    enum N06_11Key: DependencyKey {
        static var liveValue: N06_11 {
            @Dependency(\.dagN05_12) var d0
            @Dependency(\.dagN05_07) var d1
            @Dependency(\.dagN05_09) var d2
            return N06_11(d0, d1, d2)
        }
    }
    enum N06_12Key: DependencyKey {
        static var liveValue: N06_12 {
            @Dependency(\.dagN05_11) var d0
            @Dependency(\.dagN05_06) var d1
            @Dependency(\.dagN05_02) var d2
            return N06_12(d0, d1, d2)
        }
    }
    enum N07_00Key: DependencyKey {
        static var liveValue: N07_00 {
            @Dependency(\.dagN06_03) var d0
            @Dependency(\.dagN06_05) var d1
            @Dependency(\.dagN06_11) var d2
            @Dependency(\.dagN06_02) var d3
            return N07_00(d0, d1, d2, d3)
        }
    }
    enum N07_01Key: DependencyKey {
        static var liveValue: N07_01 {
            @Dependency(\.dagN06_09) var d0
            @Dependency(\.dagN06_01) var d1
            return N07_01(d0, d1)
        }
    }
    enum N07_02Key: DependencyKey {
        static var liveValue: N07_02 {
            @Dependency(\.dagN06_04) var d0
            @Dependency(\.dagN06_09) var d1
            @Dependency(\.dagN06_02) var d2
            return N07_02(d0, d1, d2)
        }
    }
    enum N07_03Key: DependencyKey {
        static var liveValue: N07_03 {
            @Dependency(\.dagN06_11) var d0
            @Dependency(\.dagN06_06) var d1
            @Dependency(\.dagN06_07) var d2
            return N07_03(d0, d1, d2)
        }
    }
    enum N07_04Key: DependencyKey {
        static var liveValue: N07_04 {
            @Dependency(\.dagN06_05) var d0
            @Dependency(\.dagN06_12) var d1
            return N07_04(d0, d1)
        }
    }
    enum N07_05Key: DependencyKey {
        static var liveValue: N07_05 {
            @Dependency(\.dagN06_12) var d0
            @Dependency(\.dagN06_06) var d1
            @Dependency(\.dagN06_03) var d2
            @Dependency(\.dagN06_02) var d3
            return N07_05(d0, d1, d2, d3)
        }
    }
    enum N07_06Key: DependencyKey {
        static var liveValue: N07_06 {
            @Dependency(\.dagN06_09) var d0
            @Dependency(\.dagN06_12) var d1
            @Dependency(\.dagN06_06) var d2
            @Dependency(\.dagN06_01) var d3
            return N07_06(d0, d1, d2, d3)
        }
    }
    enum N07_07Key: DependencyKey {
        static var liveValue: N07_07 {
            @Dependency(\.dagN06_11) var d0
            @Dependency(\.dagN06_01) var d1
            return N07_07(d0, d1)
        }
    }
    enum N07_08Key: DependencyKey {
        static var liveValue: N07_08 {
            @Dependency(\.dagN06_11) var d0
            @Dependency(\.dagN06_08) var d1
            @Dependency(\.dagN06_07) var d2
            @Dependency(\.dagN06_12) var d3
            return N07_08(d0, d1, d2, d3)
        }
    }
    enum N07_09Key: DependencyKey {
        static var liveValue: N07_09 {
            @Dependency(\.dagN06_03) var d0
            @Dependency(\.dagN06_08) var d1
            @Dependency(\.dagN06_11) var d2
            return N07_09(d0, d1, d2)
        }
    }
    enum N07_10Key: DependencyKey {
        static var liveValue: N07_10 {
            @Dependency(\.dagN06_00) var d0
            @Dependency(\.dagN06_09) var d1
            return N07_10(d0, d1)
        }
    }
    enum N07_11Key: DependencyKey {
        static var liveValue: N07_11 {
            @Dependency(\.dagN06_05) var d0
            @Dependency(\.dagN06_02) var d1
            return N07_11(d0, d1)
        }
    }
    enum N07_12Key: DependencyKey {
        static var liveValue: N07_12 {
            @Dependency(\.dagN06_00) var d0
            @Dependency(\.dagN06_02) var d1
            @Dependency(\.dagN06_08) var d2
            @Dependency(\.dagN06_06) var d3
            return N07_12(d0, d1, d2, d3)
        }
    }
    enum N08_00Key: DependencyKey {
        static var liveValue: N08_00 {
            @Dependency(\.dagN07_06) var d0
            @Dependency(\.dagN07_05) var d1
            @Dependency(\.dagN07_11) var d2
            @Dependency(\.dagN07_09) var d3
            return N08_00(d0, d1, d2, d3)
        }
    }
    enum N08_01Key: DependencyKey {
        static var liveValue: N08_01 {
            @Dependency(\.dagN07_06) var d0
            @Dependency(\.dagN07_11) var d1
            @Dependency(\.dagN07_08) var d2
            @Dependency(\.dagN07_09) var d3
            return N08_01(d0, d1, d2, d3)
        }
    }
    enum N08_02Key: DependencyKey {
        static var liveValue: N08_02 {
            @Dependency(\.dagN07_04) var d0
            @Dependency(\.dagN07_08) var d1
            return N08_02(d0, d1)
        }
    }
    enum N08_03Key: DependencyKey {
        static var liveValue: N08_03 {
            @Dependency(\.dagN07_07) var d0
            @Dependency(\.dagN07_05) var d1
            @Dependency(\.dagN07_11) var d2
            @Dependency(\.dagN07_10) var d3
            return N08_03(d0, d1, d2, d3)
        }
    }
    enum N08_04Key: DependencyKey {
        static var liveValue: N08_04 {
            @Dependency(\.dagN07_06) var d0
            @Dependency(\.dagN07_05) var d1
            @Dependency(\.dagN07_12) var d2
            return N08_04(d0, d1, d2)
        }
    }
    enum N08_05Key: DependencyKey {
        static var liveValue: N08_05 {
            @Dependency(\.dagN07_09) var d0
            @Dependency(\.dagN07_07) var d1
            @Dependency(\.dagN07_04) var d2
            return N08_05(d0, d1, d2)
        }
    }
    enum N08_06Key: DependencyKey {
        static var liveValue: N08_06 {
            @Dependency(\.dagN07_07) var d0
            @Dependency(\.dagN07_05) var d1
            @Dependency(\.dagN07_06) var d2
            return N08_06(d0, d1, d2)
        }
    }
    enum N08_07Key: DependencyKey {
        static var liveValue: N08_07 {
            @Dependency(\.dagN07_06) var d0
            @Dependency(\.dagN07_00) var d1
            @Dependency(\.dagN07_02) var d2
            return N08_07(d0, d1, d2)
        }
    }
    enum N08_08Key: DependencyKey {
        static var liveValue: N08_08 {
            @Dependency(\.dagN07_12) var d0
            @Dependency(\.dagN07_02) var d1
            @Dependency(\.dagN07_04) var d2
            return N08_08(d0, d1, d2)
        }
    }
    enum N08_09Key: DependencyKey {
        static var liveValue: N08_09 {
            @Dependency(\.dagN07_03) var d0
            @Dependency(\.dagN07_06) var d1
            @Dependency(\.dagN07_01) var d2
            @Dependency(\.dagN07_00) var d3
            return N08_09(d0, d1, d2, d3)
        }
    }
    enum N08_10Key: DependencyKey {
        static var liveValue: N08_10 {
            @Dependency(\.dagN07_11) var d0
            @Dependency(\.dagN07_00) var d1
            return N08_10(d0, d1)
        }
    }
    enum N08_11Key: DependencyKey {
        static var liveValue: N08_11 {
            @Dependency(\.dagN07_10) var d0
            @Dependency(\.dagN07_03) var d1
            @Dependency(\.dagN07_01) var d2
            return N08_11(d0, d1, d2)
        }
    }
    enum N08_12Key: DependencyKey {
        static var liveValue: N08_12 {
            @Dependency(\.dagN07_04) var d0
            @Dependency(\.dagN07_06) var d1
            return N08_12(d0, d1)
        }
    }
    enum N09_00Key: DependencyKey {
        static var liveValue: N09_00 {
            @Dependency(\.dagN08_01) var d0
            @Dependency(\.dagN08_11) var d1
            @Dependency(\.dagN08_08) var d2
            return N09_00(d0, d1, d2)
        }
    }
    enum N09_01Key: DependencyKey {
        static var liveValue: N09_01 {
            @Dependency(\.dagN08_12) var d0
            @Dependency(\.dagN08_03) var d1
            @Dependency(\.dagN08_11) var d2
            return N09_01(d0, d1, d2)
        }
    }
    enum N09_02Key: DependencyKey {
        static var liveValue: N09_02 {
            @Dependency(\.dagN08_12) var d0
            @Dependency(\.dagN08_00) var d1
            return N09_02(d0, d1)
        }
    }
    enum N09_03Key: DependencyKey {
        static var liveValue: N09_03 {
            @Dependency(\.dagN08_07) var d0
            @Dependency(\.dagN08_00) var d1
            return N09_03(d0, d1)
        }
    }
    enum N09_04Key: DependencyKey {
        static var liveValue: N09_04 {
            @Dependency(\.dagN08_08) var d0
            @Dependency(\.dagN08_00) var d1
            return N09_04(d0, d1)
        }
    }
    enum N09_05Key: DependencyKey {
        static var liveValue: N09_05 {
            @Dependency(\.dagN08_02) var d0
            @Dependency(\.dagN08_06) var d1
            return N09_05(d0, d1)
        }
    }
    enum N09_06Key: DependencyKey {
        static var liveValue: N09_06 {
            @Dependency(\.dagN08_02) var d0
            @Dependency(\.dagN08_07) var d1
            @Dependency(\.dagN08_08) var d2
            @Dependency(\.dagN08_09) var d3
            return N09_06(d0, d1, d2, d3)
        }
    }
    enum N09_07Key: DependencyKey {
        static var liveValue: N09_07 {
            @Dependency(\.dagN08_11) var d0
            @Dependency(\.dagN08_10) var d1
            @Dependency(\.dagN08_02) var d2
            return N09_07(d0, d1, d2)
        }
    }
    enum N09_08Key: DependencyKey {
        static var liveValue: N09_08 {
            @Dependency(\.dagN08_11) var d0
            @Dependency(\.dagN08_07) var d1
            return N09_08(d0, d1)
        }
    }
    enum N09_09Key: DependencyKey {
        static var liveValue: N09_09 {
            @Dependency(\.dagN08_00) var d0
            @Dependency(\.dagN08_12) var d1
            @Dependency(\.dagN08_04) var d2
            @Dependency(\.dagN08_11) var d3
            return N09_09(d0, d1, d2, d3)
        }
    }
    enum N09_10Key: DependencyKey {
        static var liveValue: N09_10 {
            @Dependency(\.dagN08_10) var d0
            @Dependency(\.dagN08_02) var d1
            @Dependency(\.dagN08_08) var d2
            return N09_10(d0, d1, d2)
        }
    }
    enum N09_11Key: DependencyKey {
        static var liveValue: N09_11 {
            @Dependency(\.dagN08_08) var d0
            @Dependency(\.dagN08_03) var d1
            @Dependency(\.dagN08_00) var d2
            return N09_11(d0, d1, d2)
        }
    }
    enum N09_12Key: DependencyKey {
        static var liveValue: N09_12 {
            @Dependency(\.dagN08_11) var d0
            @Dependency(\.dagN08_02) var d1
            return N09_12(d0, d1)
        }
    }
    enum N10_00Key: DependencyKey {
        static var liveValue: N10_00 {
            @Dependency(\.dagN09_12) var d0
            @Dependency(\.dagN09_01) var d1
            @Dependency(\.dagN09_10) var d2
            return N10_00(d0, d1, d2)
        }
    }
    enum N10_01Key: DependencyKey {
        static var liveValue: N10_01 {
            @Dependency(\.dagN09_06) var d0
            @Dependency(\.dagN09_02) var d1
            return N10_01(d0, d1)
        }
    }
    enum N10_02Key: DependencyKey {
        static var liveValue: N10_02 {
            @Dependency(\.dagN09_01) var d0
            @Dependency(\.dagN09_00) var d1
            @Dependency(\.dagN09_12) var d2
            return N10_02(d0, d1, d2)
        }
    }
    enum N10_03Key: DependencyKey {
        static var liveValue: N10_03 {
            @Dependency(\.dagN09_12) var d0
            @Dependency(\.dagN09_05) var d1
            @Dependency(\.dagN09_07) var d2
            return N10_03(d0, d1, d2)
        }
    }
    enum N10_04Key: DependencyKey {
        static var liveValue: N10_04 {
            @Dependency(\.dagN09_08) var d0
            @Dependency(\.dagN09_09) var d1
            return N10_04(d0, d1)
        }
    }
    enum N10_05Key: DependencyKey {
        static var liveValue: N10_05 {
            @Dependency(\.dagN09_09) var d0
            @Dependency(\.dagN09_10) var d1
            return N10_05(d0, d1)
        }
    }
    enum N10_06Key: DependencyKey {
        static var liveValue: N10_06 {
            @Dependency(\.dagN09_03) var d0
            @Dependency(\.dagN09_05) var d1
            @Dependency(\.dagN09_07) var d2
            @Dependency(\.dagN09_00) var d3
            return N10_06(d0, d1, d2, d3)
        }
    }
    enum N10_07Key: DependencyKey {
        static var liveValue: N10_07 {
            @Dependency(\.dagN09_10) var d0
            @Dependency(\.dagN09_11) var d1
            @Dependency(\.dagN09_06) var d2
            @Dependency(\.dagN09_02) var d3
            return N10_07(d0, d1, d2, d3)
        }
    }
    enum N10_08Key: DependencyKey {
        static var liveValue: N10_08 {
            @Dependency(\.dagN09_02) var d0
            @Dependency(\.dagN09_03) var d1
            @Dependency(\.dagN09_04) var d2
            return N10_08(d0, d1, d2)
        }
    }
    enum N10_09Key: DependencyKey {
        static var liveValue: N10_09 {
            @Dependency(\.dagN09_05) var d0
            @Dependency(\.dagN09_10) var d1
            @Dependency(\.dagN09_00) var d2
            return N10_09(d0, d1, d2)
        }
    }
    enum N10_10Key: DependencyKey {
        static var liveValue: N10_10 {
            @Dependency(\.dagN09_01) var d0
            @Dependency(\.dagN09_04) var d1
            return N10_10(d0, d1)
        }
    }
    enum N10_11Key: DependencyKey {
        static var liveValue: N10_11 {
            @Dependency(\.dagN09_02) var d0
            @Dependency(\.dagN09_07) var d1
            @Dependency(\.dagN09_03) var d2
            @Dependency(\.dagN09_06) var d3
            return N10_11(d0, d1, d2, d3)
        }
    }
    enum N11_00Key: DependencyKey {
        static var liveValue: N11_00 {
            @Dependency(\.dagN10_04) var d0
            @Dependency(\.dagN10_05) var d1
            @Dependency(\.dagN10_07) var d2
            return N11_00(d0, d1, d2)
        }
    }
    enum N11_01Key: DependencyKey {
        static var liveValue: N11_01 {
            @Dependency(\.dagN10_00) var d0
            @Dependency(\.dagN10_08) var d1
            @Dependency(\.dagN10_02) var d2
            @Dependency(\.dagN10_05) var d3
            return N11_01(d0, d1, d2, d3)
        }
    }
    enum N11_02Key: DependencyKey {
        static var liveValue: N11_02 {
            @Dependency(\.dagN10_11) var d0
            @Dependency(\.dagN10_04) var d1
            @Dependency(\.dagN10_06) var d2
            @Dependency(\.dagN10_07) var d3
            return N11_02(d0, d1, d2, d3)
        }
    }
    enum N11_03Key: DependencyKey {
        static var liveValue: N11_03 {
            @Dependency(\.dagN10_02) var d0
            @Dependency(\.dagN10_09) var d1
            @Dependency(\.dagN10_03) var d2
            @Dependency(\.dagN10_07) var d3
            return N11_03(d0, d1, d2, d3)
        }
    }
    enum N11_04Key: DependencyKey {
        static var liveValue: N11_04 {
            @Dependency(\.dagN10_08) var d0
            @Dependency(\.dagN10_09) var d1
            @Dependency(\.dagN10_04) var d2
            return N11_04(d0, d1, d2)
        }
    }
    enum N11_05Key: DependencyKey {
        static var liveValue: N11_05 {
            @Dependency(\.dagN10_08) var d0
            @Dependency(\.dagN10_07) var d1
            @Dependency(\.dagN10_09) var d2
            return N11_05(d0, d1, d2)
        }
    }
    enum N11_06Key: DependencyKey {
        static var liveValue: N11_06 {
            @Dependency(\.dagN10_10) var d0
            @Dependency(\.dagN10_05) var d1
            @Dependency(\.dagN10_04) var d2
            return N11_06(d0, d1, d2)
        }
    }
    enum N11_07Key: DependencyKey {
        static var liveValue: N11_07 {
            @Dependency(\.dagN10_05) var d0
            @Dependency(\.dagN10_03) var d1
            return N11_07(d0, d1)
        }
    }
    enum N11_08Key: DependencyKey {
        static var liveValue: N11_08 {
            @Dependency(\.dagN10_06) var d0
            @Dependency(\.dagN10_05) var d1
            return N11_08(d0, d1)
        }
    }
    enum N11_09Key: DependencyKey {
        static var liveValue: N11_09 {
            @Dependency(\.dagN10_09) var d0
            @Dependency(\.dagN10_11) var d1
            @Dependency(\.dagN10_00) var d2
            @Dependency(\.dagN10_08) var d3
            return N11_09(d0, d1, d2, d3)
        }
    }
    enum N11_10Key: DependencyKey {
        static var liveValue: N11_10 {
            @Dependency(\.dagN10_03) var d0
            @Dependency(\.dagN10_02) var d1
            return N11_10(d0, d1)
        }
    }
    enum N11_11Key: DependencyKey {
        static var liveValue: N11_11 {
            @Dependency(\.dagN10_10) var d0
            @Dependency(\.dagN10_07) var d1
            @Dependency(\.dagN10_01) var d2
            return N11_11(d0, d1, d2)
        }
    }
    enum N12_00Key: DependencyKey {
        static var liveValue: N12_00 {
            @Dependency(\.dagN11_11) var d0
            @Dependency(\.dagN11_02) var d1
            @Dependency(\.dagN11_05) var d2
            return N12_00(d0, d1, d2)
        }
    }
    enum N12_01Key: DependencyKey {
        static var liveValue: N12_01 {
            @Dependency(\.dagN11_02) var d0
            @Dependency(\.dagN11_03) var d1
            return N12_01(d0, d1)
        }
    }
    enum N12_02Key: DependencyKey {
        static var liveValue: N12_02 {
            @Dependency(\.dagN11_04) var d0
            @Dependency(\.dagN11_07) var d1
            return N12_02(d0, d1)
        }
    }
    enum N12_03Key: DependencyKey {
        static var liveValue: N12_03 {
            @Dependency(\.dagN11_01) var d0
            @Dependency(\.dagN11_11) var d1
            @Dependency(\.dagN11_00) var d2
            return N12_03(d0, d1, d2)
        }
    }
    enum N12_04Key: DependencyKey {
        static var liveValue: N12_04 {
            @Dependency(\.dagN11_05) var d0
            @Dependency(\.dagN11_09) var d1
            @Dependency(\.dagN11_08) var d2
            @Dependency(\.dagN11_07) var d3
            return N12_04(d0, d1, d2, d3)
        }
    }
    enum N12_05Key: DependencyKey {
        static var liveValue: N12_05 {
            @Dependency(\.dagN11_08) var d0
            @Dependency(\.dagN11_00) var d1
            @Dependency(\.dagN11_11) var d2
            @Dependency(\.dagN11_01) var d3
            return N12_05(d0, d1, d2, d3)
        }
    }
    enum N12_06Key: DependencyKey {
        static var liveValue: N12_06 {
            @Dependency(\.dagN11_00) var d0
            @Dependency(\.dagN11_11) var d1
            return N12_06(d0, d1)
        }
    }
    enum N12_07Key: DependencyKey {
        static var liveValue: N12_07 {
            @Dependency(\.dagN11_06) var d0
            @Dependency(\.dagN11_10) var d1
            @Dependency(\.dagN11_04) var d2
            @Dependency(\.dagN11_11) var d3
            return N12_07(d0, d1, d2, d3)
        }
    }
    enum N12_08Key: DependencyKey {
        static var liveValue: N12_08 {
            @Dependency(\.dagN11_08) var d0
            @Dependency(\.dagN11_11) var d1
            return N12_08(d0, d1)
        }
    }
    enum N12_09Key: DependencyKey {
        static var liveValue: N12_09 {
            @Dependency(\.dagN11_05) var d0
            @Dependency(\.dagN11_03) var d1
            @Dependency(\.dagN11_02) var d2
            return N12_09(d0, d1, d2)
        }
    }
    enum N12_10Key: DependencyKey {
        static var liveValue: N12_10 {
            @Dependency(\.dagN11_03) var d0
            @Dependency(\.dagN11_02) var d1
            return N12_10(d0, d1)
        }
    }
    enum N12_11Key: DependencyKey {
        static var liveValue: N12_11 {
            @Dependency(\.dagN11_09) var d0
            @Dependency(\.dagN11_02) var d1
            return N12_11(d0, d1)
        }
    }
    enum N13_00Key: DependencyKey {
        static var liveValue: N13_00 {
            @Dependency(\.dagN12_03) var d0
            @Dependency(\.dagN12_04) var d1
            @Dependency(\.dagN12_06) var d2
            @Dependency(\.dagN12_05) var d3
            return N13_00(d0, d1, d2, d3)
        }
    }
    enum N13_01Key: DependencyKey {
        static var liveValue: N13_01 {
            @Dependency(\.dagN12_02) var d0
            @Dependency(\.dagN12_04) var d1
            @Dependency(\.dagN12_08) var d2
            return N13_01(d0, d1, d2)
        }
    }
    enum N13_02Key: DependencyKey {
        static var liveValue: N13_02 {
            @Dependency(\.dagN12_08) var d0
            @Dependency(\.dagN12_02) var d1
            return N13_02(d0, d1)
        }
    }
    enum N13_03Key: DependencyKey {
        static var liveValue: N13_03 {
            @Dependency(\.dagN12_03) var d0
            @Dependency(\.dagN12_00) var d1
            @Dependency(\.dagN12_04) var d2
            @Dependency(\.dagN12_01) var d3
            return N13_03(d0, d1, d2, d3)
        }
    }
    enum N13_04Key: DependencyKey {
        static var liveValue: N13_04 {
            @Dependency(\.dagN12_08) var d0
            @Dependency(\.dagN12_01) var d1
            @Dependency(\.dagN12_06) var d2
            return N13_04(d0, d1, d2)
        }
    }
    enum N13_05Key: DependencyKey {
        static var liveValue: N13_05 {
            @Dependency(\.dagN12_09) var d0
            @Dependency(\.dagN12_03) var d1
            return N13_05(d0, d1)
        }
    }
    enum N13_06Key: DependencyKey {
        static var liveValue: N13_06 {
            @Dependency(\.dagN12_06) var d0
            @Dependency(\.dagN12_01) var d1
            @Dependency(\.dagN12_04) var d2
            @Dependency(\.dagN12_00) var d3
            return N13_06(d0, d1, d2, d3)
        }
    }
    enum N13_07Key: DependencyKey {
        static var liveValue: N13_07 {
            @Dependency(\.dagN12_09) var d0
            @Dependency(\.dagN12_07) var d1
            return N13_07(d0, d1)
        }
    }
    enum N13_08Key: DependencyKey {
        static var liveValue: N13_08 {
            @Dependency(\.dagN12_06) var d0
            @Dependency(\.dagN12_09) var d1
            @Dependency(\.dagN12_04) var d2
            return N13_08(d0, d1, d2)
        }
    }
    enum N13_09Key: DependencyKey {
        static var liveValue: N13_09 {
            @Dependency(\.dagN12_03) var d0
            @Dependency(\.dagN12_00) var d1
            @Dependency(\.dagN12_04) var d2
            return N13_09(d0, d1, d2)
        }
    }
    enum N13_10Key: DependencyKey {
        static var liveValue: N13_10 {
            @Dependency(\.dagN12_03) var d0
            @Dependency(\.dagN12_04) var d1
            @Dependency(\.dagN12_05) var d2
            @Dependency(\.dagN12_02) var d3
            return N13_10(d0, d1, d2, d3)
        }
    }
    enum N13_11Key: DependencyKey {
        static var liveValue: N13_11 {
            @Dependency(\.dagN12_00) var d0
            @Dependency(\.dagN12_05) var d1
            @Dependency(\.dagN12_10) var d2
            @Dependency(\.dagN12_11) var d3
            return N13_11(d0, d1, d2, d3)
        }
    }
    enum N14_00Key: DependencyKey {
        static var liveValue: N14_00 {
            @Dependency(\.dagN13_04) var d0
            @Dependency(\.dagN13_01) var d1
            return N14_00(d0, d1)
        }
    }
    enum N14_01Key: DependencyKey {
        static var liveValue: N14_01 {
            @Dependency(\.dagN13_01) var d0
            @Dependency(\.dagN13_06) var d1
            return N14_01(d0, d1)
        }
    }
    enum N14_02Key: DependencyKey {
        static var liveValue: N14_02 {
            @Dependency(\.dagN13_11) var d0
            @Dependency(\.dagN13_03) var d1
            @Dependency(\.dagN13_04) var d2
            return N14_02(d0, d1, d2)
        }
    }
    enum N14_03Key: DependencyKey {
        static var liveValue: N14_03 {
            @Dependency(\.dagN13_09) var d0
            @Dependency(\.dagN13_03) var d1
            return N14_03(d0, d1)
        }
    }
    enum N14_04Key: DependencyKey {
        static var liveValue: N14_04 {
            @Dependency(\.dagN13_05) var d0
            @Dependency(\.dagN13_03) var d1
            @Dependency(\.dagN13_04) var d2
            @Dependency(\.dagN13_10) var d3
            return N14_04(d0, d1, d2, d3)
        }
    }
    enum N14_05Key: DependencyKey {
        static var liveValue: N14_05 {
            @Dependency(\.dagN13_02) var d0
            @Dependency(\.dagN13_11) var d1
            @Dependency(\.dagN13_04) var d2
            @Dependency(\.dagN13_07) var d3
            return N14_05(d0, d1, d2, d3)
        }
    }
    enum N14_06Key: DependencyKey {
        static var liveValue: N14_06 {
            @Dependency(\.dagN13_03) var d0
            @Dependency(\.dagN13_06) var d1
            @Dependency(\.dagN13_01) var d2
            @Dependency(\.dagN13_02) var d3
            return N14_06(d0, d1, d2, d3)
        }
    }
    enum N14_07Key: DependencyKey {
        static var liveValue: N14_07 {
            @Dependency(\.dagN13_04) var d0
            @Dependency(\.dagN13_00) var d1
            return N14_07(d0, d1)
        }
    }
    enum N14_08Key: DependencyKey {
        static var liveValue: N14_08 {
            @Dependency(\.dagN13_08) var d0
            @Dependency(\.dagN13_03) var d1
            @Dependency(\.dagN13_04) var d2
            return N14_08(d0, d1, d2)
        }
    }
    enum N14_09Key: DependencyKey {
        static var liveValue: N14_09 {
            @Dependency(\.dagN13_04) var d0
            @Dependency(\.dagN13_03) var d1
            @Dependency(\.dagN13_01) var d2
            return N14_09(d0, d1, d2)
        }
    }
    enum N14_10Key: DependencyKey {
        static var liveValue: N14_10 {
            @Dependency(\.dagN13_07) var d0
            @Dependency(\.dagN13_11) var d1
            @Dependency(\.dagN13_04) var d2
            return N14_10(d0, d1, d2)
        }
    }
    enum N14_11Key: DependencyKey {
        static var liveValue: N14_11 {
            @Dependency(\.dagN13_04) var d0
            @Dependency(\.dagN13_07) var d1
            @Dependency(\.dagN13_09) var d2
            return N14_11(d0, d1, d2)
        }
    }

    /// Every node read with `@Dependency`, top layer first.
    static func readAll(_ sink: Sink) {
        @Dependency(\.dagN14_00) var n14_00
        sink.take(n14_00)
        @Dependency(\.dagN14_01) var n14_01
        sink.take(n14_01)
        @Dependency(\.dagN14_02) var n14_02
        sink.take(n14_02)
        @Dependency(\.dagN14_03) var n14_03
        sink.take(n14_03)
        @Dependency(\.dagN14_04) var n14_04
        sink.take(n14_04)
        @Dependency(\.dagN14_05) var n14_05
        sink.take(n14_05)
        @Dependency(\.dagN14_06) var n14_06
        sink.take(n14_06)
        @Dependency(\.dagN14_07) var n14_07
        sink.take(n14_07)
        @Dependency(\.dagN14_08) var n14_08
        sink.take(n14_08)
        @Dependency(\.dagN14_09) var n14_09
        sink.take(n14_09)
        @Dependency(\.dagN14_10) var n14_10
        sink.take(n14_10)
        @Dependency(\.dagN14_11) var n14_11
        sink.take(n14_11)
        @Dependency(\.dagN13_00) var n13_00
        sink.take(n13_00)
        @Dependency(\.dagN13_01) var n13_01
        sink.take(n13_01)
        @Dependency(\.dagN13_02) var n13_02
        sink.take(n13_02)
        @Dependency(\.dagN13_03) var n13_03
        sink.take(n13_03)
        @Dependency(\.dagN13_04) var n13_04
        sink.take(n13_04)
        @Dependency(\.dagN13_05) var n13_05
        sink.take(n13_05)
        @Dependency(\.dagN13_06) var n13_06
        sink.take(n13_06)
        @Dependency(\.dagN13_07) var n13_07
        sink.take(n13_07)
        @Dependency(\.dagN13_08) var n13_08
        sink.take(n13_08)
        @Dependency(\.dagN13_09) var n13_09
        sink.take(n13_09)
        @Dependency(\.dagN13_10) var n13_10
        sink.take(n13_10)
        @Dependency(\.dagN13_11) var n13_11
        sink.take(n13_11)
        @Dependency(\.dagN12_00) var n12_00
        sink.take(n12_00)
        @Dependency(\.dagN12_01) var n12_01
        sink.take(n12_01)
        @Dependency(\.dagN12_02) var n12_02
        sink.take(n12_02)
        @Dependency(\.dagN12_03) var n12_03
        sink.take(n12_03)
        @Dependency(\.dagN12_04) var n12_04
        sink.take(n12_04)
        @Dependency(\.dagN12_05) var n12_05
        sink.take(n12_05)
        @Dependency(\.dagN12_06) var n12_06
        sink.take(n12_06)
        @Dependency(\.dagN12_07) var n12_07
        sink.take(n12_07)
        @Dependency(\.dagN12_08) var n12_08
        sink.take(n12_08)
        @Dependency(\.dagN12_09) var n12_09
        sink.take(n12_09)
        @Dependency(\.dagN12_10) var n12_10
        sink.take(n12_10)
        @Dependency(\.dagN12_11) var n12_11
        sink.take(n12_11)
        @Dependency(\.dagN11_00) var n11_00
        sink.take(n11_00)
        @Dependency(\.dagN11_01) var n11_01
        sink.take(n11_01)
        @Dependency(\.dagN11_02) var n11_02
        sink.take(n11_02)
        @Dependency(\.dagN11_03) var n11_03
        sink.take(n11_03)
        @Dependency(\.dagN11_04) var n11_04
        sink.take(n11_04)
        @Dependency(\.dagN11_05) var n11_05
        sink.take(n11_05)
        @Dependency(\.dagN11_06) var n11_06
        sink.take(n11_06)
        @Dependency(\.dagN11_07) var n11_07
        sink.take(n11_07)
        @Dependency(\.dagN11_08) var n11_08
        sink.take(n11_08)
        @Dependency(\.dagN11_09) var n11_09
        sink.take(n11_09)
        @Dependency(\.dagN11_10) var n11_10
        sink.take(n11_10)
        @Dependency(\.dagN11_11) var n11_11
        sink.take(n11_11)
        @Dependency(\.dagN10_00) var n10_00
        sink.take(n10_00)
        @Dependency(\.dagN10_01) var n10_01
        sink.take(n10_01)
        @Dependency(\.dagN10_02) var n10_02
        sink.take(n10_02)
        @Dependency(\.dagN10_03) var n10_03
        sink.take(n10_03)
        @Dependency(\.dagN10_04) var n10_04
        sink.take(n10_04)
        @Dependency(\.dagN10_05) var n10_05
        sink.take(n10_05)
        @Dependency(\.dagN10_06) var n10_06
        sink.take(n10_06)
        @Dependency(\.dagN10_07) var n10_07
        sink.take(n10_07)
        @Dependency(\.dagN10_08) var n10_08
        sink.take(n10_08)
        @Dependency(\.dagN10_09) var n10_09
        sink.take(n10_09)
        @Dependency(\.dagN10_10) var n10_10
        sink.take(n10_10)
        @Dependency(\.dagN10_11) var n10_11
        sink.take(n10_11)
        @Dependency(\.dagN09_00) var n09_00
        sink.take(n09_00)
        @Dependency(\.dagN09_01) var n09_01
        sink.take(n09_01)
        @Dependency(\.dagN09_02) var n09_02
        sink.take(n09_02)
        @Dependency(\.dagN09_03) var n09_03
        sink.take(n09_03)
        @Dependency(\.dagN09_04) var n09_04
        sink.take(n09_04)
        @Dependency(\.dagN09_05) var n09_05
        sink.take(n09_05)
        @Dependency(\.dagN09_06) var n09_06
        sink.take(n09_06)
        @Dependency(\.dagN09_07) var n09_07
        sink.take(n09_07)
        @Dependency(\.dagN09_08) var n09_08
        sink.take(n09_08)
        @Dependency(\.dagN09_09) var n09_09
        sink.take(n09_09)
        @Dependency(\.dagN09_10) var n09_10
        sink.take(n09_10)
        @Dependency(\.dagN09_11) var n09_11
        sink.take(n09_11)
        @Dependency(\.dagN09_12) var n09_12
        sink.take(n09_12)
        @Dependency(\.dagN08_00) var n08_00
        sink.take(n08_00)
        @Dependency(\.dagN08_01) var n08_01
        sink.take(n08_01)
        @Dependency(\.dagN08_02) var n08_02
        sink.take(n08_02)
        @Dependency(\.dagN08_03) var n08_03
        sink.take(n08_03)
        @Dependency(\.dagN08_04) var n08_04
        sink.take(n08_04)
        @Dependency(\.dagN08_05) var n08_05
        sink.take(n08_05)
        @Dependency(\.dagN08_06) var n08_06
        sink.take(n08_06)
        @Dependency(\.dagN08_07) var n08_07
        sink.take(n08_07)
        @Dependency(\.dagN08_08) var n08_08
        sink.take(n08_08)
        @Dependency(\.dagN08_09) var n08_09
        sink.take(n08_09)
        @Dependency(\.dagN08_10) var n08_10
        sink.take(n08_10)
        @Dependency(\.dagN08_11) var n08_11
        sink.take(n08_11)
        @Dependency(\.dagN08_12) var n08_12
        sink.take(n08_12)
        @Dependency(\.dagN07_00) var n07_00
        sink.take(n07_00)
        @Dependency(\.dagN07_01) var n07_01
        sink.take(n07_01)
        @Dependency(\.dagN07_02) var n07_02
        sink.take(n07_02)
        @Dependency(\.dagN07_03) var n07_03
        sink.take(n07_03)
        @Dependency(\.dagN07_04) var n07_04
        sink.take(n07_04)
        @Dependency(\.dagN07_05) var n07_05
        sink.take(n07_05)
        @Dependency(\.dagN07_06) var n07_06
        sink.take(n07_06)
        @Dependency(\.dagN07_07) var n07_07
        sink.take(n07_07)
        @Dependency(\.dagN07_08) var n07_08
        sink.take(n07_08)
        @Dependency(\.dagN07_09) var n07_09
        sink.take(n07_09)
        @Dependency(\.dagN07_10) var n07_10
        sink.take(n07_10)
        @Dependency(\.dagN07_11) var n07_11
        sink.take(n07_11)
        @Dependency(\.dagN07_12) var n07_12
        sink.take(n07_12)
        @Dependency(\.dagN06_00) var n06_00
        sink.take(n06_00)
        @Dependency(\.dagN06_01) var n06_01
        sink.take(n06_01)
        @Dependency(\.dagN06_02) var n06_02
        sink.take(n06_02)
        @Dependency(\.dagN06_03) var n06_03
        sink.take(n06_03)
        @Dependency(\.dagN06_04) var n06_04
        sink.take(n06_04)
        @Dependency(\.dagN06_05) var n06_05
        sink.take(n06_05)
        @Dependency(\.dagN06_06) var n06_06
        sink.take(n06_06)
        @Dependency(\.dagN06_07) var n06_07
        sink.take(n06_07)
        @Dependency(\.dagN06_08) var n06_08
        sink.take(n06_08)
        @Dependency(\.dagN06_09) var n06_09
        sink.take(n06_09)
        @Dependency(\.dagN06_10) var n06_10
        sink.take(n06_10)
        @Dependency(\.dagN06_11) var n06_11
        sink.take(n06_11)
        @Dependency(\.dagN06_12) var n06_12
        sink.take(n06_12)
        @Dependency(\.dagN05_00) var n05_00
        sink.take(n05_00)
        @Dependency(\.dagN05_01) var n05_01
        sink.take(n05_01)
        @Dependency(\.dagN05_02) var n05_02
        sink.take(n05_02)
        @Dependency(\.dagN05_03) var n05_03
        sink.take(n05_03)
        @Dependency(\.dagN05_04) var n05_04
        sink.take(n05_04)
        @Dependency(\.dagN05_05) var n05_05
        sink.take(n05_05)
        @Dependency(\.dagN05_06) var n05_06
        sink.take(n05_06)
        @Dependency(\.dagN05_07) var n05_07
        sink.take(n05_07)
        @Dependency(\.dagN05_08) var n05_08
        sink.take(n05_08)
        @Dependency(\.dagN05_09) var n05_09
        sink.take(n05_09)
        @Dependency(\.dagN05_10) var n05_10
        sink.take(n05_10)
        @Dependency(\.dagN05_11) var n05_11
        sink.take(n05_11)
        @Dependency(\.dagN05_12) var n05_12
        sink.take(n05_12)
        @Dependency(\.dagN04_00) var n04_00
        sink.take(n04_00)
        @Dependency(\.dagN04_01) var n04_01
        sink.take(n04_01)
        @Dependency(\.dagN04_02) var n04_02
        sink.take(n04_02)
        @Dependency(\.dagN04_03) var n04_03
        sink.take(n04_03)
        @Dependency(\.dagN04_04) var n04_04
        sink.take(n04_04)
        @Dependency(\.dagN04_05) var n04_05
        sink.take(n04_05)
        @Dependency(\.dagN04_06) var n04_06
        sink.take(n04_06)
        @Dependency(\.dagN04_07) var n04_07
        sink.take(n04_07)
        @Dependency(\.dagN04_08) var n04_08
        sink.take(n04_08)
        @Dependency(\.dagN04_09) var n04_09
        sink.take(n04_09)
        @Dependency(\.dagN04_10) var n04_10
        sink.take(n04_10)
        @Dependency(\.dagN04_11) var n04_11
        sink.take(n04_11)
        @Dependency(\.dagN04_12) var n04_12
        sink.take(n04_12)
        @Dependency(\.dagN03_00) var n03_00
        sink.take(n03_00)
        @Dependency(\.dagN03_01) var n03_01
        sink.take(n03_01)
        @Dependency(\.dagN03_02) var n03_02
        sink.take(n03_02)
        @Dependency(\.dagN03_03) var n03_03
        sink.take(n03_03)
        @Dependency(\.dagN03_04) var n03_04
        sink.take(n03_04)
        @Dependency(\.dagN03_05) var n03_05
        sink.take(n03_05)
        @Dependency(\.dagN03_06) var n03_06
        sink.take(n03_06)
        @Dependency(\.dagN03_07) var n03_07
        sink.take(n03_07)
        @Dependency(\.dagN03_08) var n03_08
        sink.take(n03_08)
        @Dependency(\.dagN03_09) var n03_09
        sink.take(n03_09)
        @Dependency(\.dagN03_10) var n03_10
        sink.take(n03_10)
        @Dependency(\.dagN03_11) var n03_11
        sink.take(n03_11)
        @Dependency(\.dagN03_12) var n03_12
        sink.take(n03_12)
        @Dependency(\.dagN02_00) var n02_00
        sink.take(n02_00)
        @Dependency(\.dagN02_01) var n02_01
        sink.take(n02_01)
        @Dependency(\.dagN02_02) var n02_02
        sink.take(n02_02)
        @Dependency(\.dagN02_03) var n02_03
        sink.take(n02_03)
        @Dependency(\.dagN02_04) var n02_04
        sink.take(n02_04)
        @Dependency(\.dagN02_05) var n02_05
        sink.take(n02_05)
        @Dependency(\.dagN02_06) var n02_06
        sink.take(n02_06)
        @Dependency(\.dagN02_07) var n02_07
        sink.take(n02_07)
        @Dependency(\.dagN02_08) var n02_08
        sink.take(n02_08)
        @Dependency(\.dagN02_09) var n02_09
        sink.take(n02_09)
        @Dependency(\.dagN02_10) var n02_10
        sink.take(n02_10)
        @Dependency(\.dagN02_11) var n02_11
        sink.take(n02_11)
        @Dependency(\.dagN02_12) var n02_12
        sink.take(n02_12)
        @Dependency(\.dagN01_00) var n01_00
        sink.take(n01_00)
        @Dependency(\.dagN01_01) var n01_01
        sink.take(n01_01)
        @Dependency(\.dagN01_02) var n01_02
        sink.take(n01_02)
        @Dependency(\.dagN01_03) var n01_03
        sink.take(n01_03)
        @Dependency(\.dagN01_04) var n01_04
        sink.take(n01_04)
        @Dependency(\.dagN01_05) var n01_05
        sink.take(n01_05)
        @Dependency(\.dagN01_06) var n01_06
        sink.take(n01_06)
        @Dependency(\.dagN01_07) var n01_07
        sink.take(n01_07)
        @Dependency(\.dagN01_08) var n01_08
        sink.take(n01_08)
        @Dependency(\.dagN01_09) var n01_09
        sink.take(n01_09)
        @Dependency(\.dagN01_10) var n01_10
        sink.take(n01_10)
        @Dependency(\.dagN01_11) var n01_11
        sink.take(n01_11)
        @Dependency(\.dagN01_12) var n01_12
        sink.take(n01_12)
        @Dependency(\.dagN00_00) var n00_00
        sink.take(n00_00)
        @Dependency(\.dagN00_01) var n00_01
        sink.take(n00_01)
        @Dependency(\.dagN00_02) var n00_02
        sink.take(n00_02)
        @Dependency(\.dagN00_03) var n00_03
        sink.take(n00_03)
        @Dependency(\.dagN00_04) var n00_04
        sink.take(n00_04)
        @Dependency(\.dagN00_05) var n00_05
        sink.take(n00_05)
        @Dependency(\.dagN00_06) var n00_06
        sink.take(n00_06)
        @Dependency(\.dagN00_07) var n00_07
        sink.take(n00_07)
        @Dependency(\.dagN00_08) var n00_08
        sink.take(n00_08)
        @Dependency(\.dagN00_09) var n00_09
        sink.take(n00_09)
        @Dependency(\.dagN00_10) var n00_10
        sink.take(n00_10)
        @Dependency(\.dagN00_11) var n00_11
        sink.take(n00_11)
        @Dependency(\.dagN00_12) var n00_12
        sink.take(n00_12)
    }
}

extension DependencyValues {
    var dagN00_00: DAG.N00_00 { self[DAG.N00_00Key.self] }
    var dagN00_01: DAG.N00_01 { self[DAG.N00_01Key.self] }
    var dagN00_02: DAG.N00_02 { self[DAG.N00_02Key.self] }
    var dagN00_03: DAG.N00_03 { self[DAG.N00_03Key.self] }
    var dagN00_04: DAG.N00_04 { self[DAG.N00_04Key.self] }
    var dagN00_05: DAG.N00_05 { self[DAG.N00_05Key.self] }
    var dagN00_06: DAG.N00_06 { self[DAG.N00_06Key.self] }
    var dagN00_07: DAG.N00_07 { self[DAG.N00_07Key.self] }
    var dagN00_08: DAG.N00_08 { self[DAG.N00_08Key.self] }
    var dagN00_09: DAG.N00_09 { self[DAG.N00_09Key.self] }
    var dagN00_10: DAG.N00_10 { self[DAG.N00_10Key.self] }
    var dagN00_11: DAG.N00_11 { self[DAG.N00_11Key.self] }
    var dagN00_12: DAG.N00_12 { self[DAG.N00_12Key.self] }
    var dagN01_00: DAG.N01_00 { self[DAG.N01_00Key.self] }
    var dagN01_01: DAG.N01_01 { self[DAG.N01_01Key.self] }
    var dagN01_02: DAG.N01_02 { self[DAG.N01_02Key.self] }
    var dagN01_03: DAG.N01_03 { self[DAG.N01_03Key.self] }
    var dagN01_04: DAG.N01_04 { self[DAG.N01_04Key.self] }
    var dagN01_05: DAG.N01_05 { self[DAG.N01_05Key.self] }
    var dagN01_06: DAG.N01_06 { self[DAG.N01_06Key.self] }
    var dagN01_07: DAG.N01_07 { self[DAG.N01_07Key.self] }
    var dagN01_08: DAG.N01_08 { self[DAG.N01_08Key.self] }
    var dagN01_09: DAG.N01_09 { self[DAG.N01_09Key.self] }
    var dagN01_10: DAG.N01_10 { self[DAG.N01_10Key.self] }
    var dagN01_11: DAG.N01_11 { self[DAG.N01_11Key.self] }
    var dagN01_12: DAG.N01_12 { self[DAG.N01_12Key.self] }
    var dagN02_00: DAG.N02_00 { self[DAG.N02_00Key.self] }
    var dagN02_01: DAG.N02_01 { self[DAG.N02_01Key.self] }
    var dagN02_02: DAG.N02_02 { self[DAG.N02_02Key.self] }
    var dagN02_03: DAG.N02_03 { self[DAG.N02_03Key.self] }
    var dagN02_04: DAG.N02_04 { self[DAG.N02_04Key.self] }
    var dagN02_05: DAG.N02_05 { self[DAG.N02_05Key.self] }
    var dagN02_06: DAG.N02_06 { self[DAG.N02_06Key.self] }
    var dagN02_07: DAG.N02_07 { self[DAG.N02_07Key.self] }
    var dagN02_08: DAG.N02_08 { self[DAG.N02_08Key.self] }
    var dagN02_09: DAG.N02_09 { self[DAG.N02_09Key.self] }
    var dagN02_10: DAG.N02_10 { self[DAG.N02_10Key.self] }
    var dagN02_11: DAG.N02_11 { self[DAG.N02_11Key.self] }
    var dagN02_12: DAG.N02_12 { self[DAG.N02_12Key.self] }
    var dagN03_00: DAG.N03_00 { self[DAG.N03_00Key.self] }
    var dagN03_01: DAG.N03_01 { self[DAG.N03_01Key.self] }
    var dagN03_02: DAG.N03_02 { self[DAG.N03_02Key.self] }
    var dagN03_03: DAG.N03_03 { self[DAG.N03_03Key.self] }
    var dagN03_04: DAG.N03_04 { self[DAG.N03_04Key.self] }
    var dagN03_05: DAG.N03_05 { self[DAG.N03_05Key.self] }
    var dagN03_06: DAG.N03_06 { self[DAG.N03_06Key.self] }
    var dagN03_07: DAG.N03_07 { self[DAG.N03_07Key.self] }
    var dagN03_08: DAG.N03_08 { self[DAG.N03_08Key.self] }
    var dagN03_09: DAG.N03_09 { self[DAG.N03_09Key.self] }
    var dagN03_10: DAG.N03_10 { self[DAG.N03_10Key.self] }
    var dagN03_11: DAG.N03_11 { self[DAG.N03_11Key.self] }
    var dagN03_12: DAG.N03_12 { self[DAG.N03_12Key.self] }
    var dagN04_00: DAG.N04_00 { self[DAG.N04_00Key.self] }
    var dagN04_01: DAG.N04_01 { self[DAG.N04_01Key.self] }
    var dagN04_02: DAG.N04_02 { self[DAG.N04_02Key.self] }
    var dagN04_03: DAG.N04_03 { self[DAG.N04_03Key.self] }
    var dagN04_04: DAG.N04_04 { self[DAG.N04_04Key.self] }
    var dagN04_05: DAG.N04_05 { self[DAG.N04_05Key.self] }
    var dagN04_06: DAG.N04_06 { self[DAG.N04_06Key.self] }
    var dagN04_07: DAG.N04_07 { self[DAG.N04_07Key.self] }
    var dagN04_08: DAG.N04_08 { self[DAG.N04_08Key.self] }
    var dagN04_09: DAG.N04_09 { self[DAG.N04_09Key.self] }
    var dagN04_10: DAG.N04_10 { self[DAG.N04_10Key.self] }
    var dagN04_11: DAG.N04_11 { self[DAG.N04_11Key.self] }
    var dagN04_12: DAG.N04_12 { self[DAG.N04_12Key.self] }
    var dagN05_00: DAG.N05_00 { self[DAG.N05_00Key.self] }
    var dagN05_01: DAG.N05_01 { self[DAG.N05_01Key.self] }
    var dagN05_02: DAG.N05_02 { self[DAG.N05_02Key.self] }
    var dagN05_03: DAG.N05_03 { self[DAG.N05_03Key.self] }
    var dagN05_04: DAG.N05_04 { self[DAG.N05_04Key.self] }
    var dagN05_05: DAG.N05_05 { self[DAG.N05_05Key.self] }
    var dagN05_06: DAG.N05_06 { self[DAG.N05_06Key.self] }
    var dagN05_07: DAG.N05_07 { self[DAG.N05_07Key.self] }
    var dagN05_08: DAG.N05_08 { self[DAG.N05_08Key.self] }
    var dagN05_09: DAG.N05_09 { self[DAG.N05_09Key.self] }
    var dagN05_10: DAG.N05_10 { self[DAG.N05_10Key.self] }
    var dagN05_11: DAG.N05_11 { self[DAG.N05_11Key.self] }
    var dagN05_12: DAG.N05_12 { self[DAG.N05_12Key.self] }
    var dagN06_00: DAG.N06_00 { self[DAG.N06_00Key.self] }
    var dagN06_01: DAG.N06_01 { self[DAG.N06_01Key.self] }
    var dagN06_02: DAG.N06_02 { self[DAG.N06_02Key.self] }
    var dagN06_03: DAG.N06_03 { self[DAG.N06_03Key.self] }
    var dagN06_04: DAG.N06_04 { self[DAG.N06_04Key.self] }
    var dagN06_05: DAG.N06_05 { self[DAG.N06_05Key.self] }
    var dagN06_06: DAG.N06_06 { self[DAG.N06_06Key.self] }
    var dagN06_07: DAG.N06_07 { self[DAG.N06_07Key.self] }
    var dagN06_08: DAG.N06_08 { self[DAG.N06_08Key.self] }
    var dagN06_09: DAG.N06_09 { self[DAG.N06_09Key.self] }
    var dagN06_10: DAG.N06_10 { self[DAG.N06_10Key.self] }
    var dagN06_11: DAG.N06_11 { self[DAG.N06_11Key.self] }
    var dagN06_12: DAG.N06_12 { self[DAG.N06_12Key.self] }
    var dagN07_00: DAG.N07_00 { self[DAG.N07_00Key.self] }
    var dagN07_01: DAG.N07_01 { self[DAG.N07_01Key.self] }
    var dagN07_02: DAG.N07_02 { self[DAG.N07_02Key.self] }
    var dagN07_03: DAG.N07_03 { self[DAG.N07_03Key.self] }
    var dagN07_04: DAG.N07_04 { self[DAG.N07_04Key.self] }
    var dagN07_05: DAG.N07_05 { self[DAG.N07_05Key.self] }
    var dagN07_06: DAG.N07_06 { self[DAG.N07_06Key.self] }
    var dagN07_07: DAG.N07_07 { self[DAG.N07_07Key.self] }
    var dagN07_08: DAG.N07_08 { self[DAG.N07_08Key.self] }
    var dagN07_09: DAG.N07_09 { self[DAG.N07_09Key.self] }
    var dagN07_10: DAG.N07_10 { self[DAG.N07_10Key.self] }
    var dagN07_11: DAG.N07_11 { self[DAG.N07_11Key.self] }
    var dagN07_12: DAG.N07_12 { self[DAG.N07_12Key.self] }
    var dagN08_00: DAG.N08_00 { self[DAG.N08_00Key.self] }
    var dagN08_01: DAG.N08_01 { self[DAG.N08_01Key.self] }
    var dagN08_02: DAG.N08_02 { self[DAG.N08_02Key.self] }
    var dagN08_03: DAG.N08_03 { self[DAG.N08_03Key.self] }
    var dagN08_04: DAG.N08_04 { self[DAG.N08_04Key.self] }
    var dagN08_05: DAG.N08_05 { self[DAG.N08_05Key.self] }
    var dagN08_06: DAG.N08_06 { self[DAG.N08_06Key.self] }
    var dagN08_07: DAG.N08_07 { self[DAG.N08_07Key.self] }
    var dagN08_08: DAG.N08_08 { self[DAG.N08_08Key.self] }
    var dagN08_09: DAG.N08_09 { self[DAG.N08_09Key.self] }
    var dagN08_10: DAG.N08_10 { self[DAG.N08_10Key.self] }
    var dagN08_11: DAG.N08_11 { self[DAG.N08_11Key.self] }
    var dagN08_12: DAG.N08_12 { self[DAG.N08_12Key.self] }
    var dagN09_00: DAG.N09_00 { self[DAG.N09_00Key.self] }
    var dagN09_01: DAG.N09_01 { self[DAG.N09_01Key.self] }
    var dagN09_02: DAG.N09_02 { self[DAG.N09_02Key.self] }
    var dagN09_03: DAG.N09_03 { self[DAG.N09_03Key.self] }
    var dagN09_04: DAG.N09_04 { self[DAG.N09_04Key.self] }
    var dagN09_05: DAG.N09_05 { self[DAG.N09_05Key.self] }
    var dagN09_06: DAG.N09_06 { self[DAG.N09_06Key.self] }
    var dagN09_07: DAG.N09_07 { self[DAG.N09_07Key.self] }
    var dagN09_08: DAG.N09_08 { self[DAG.N09_08Key.self] }
    var dagN09_09: DAG.N09_09 { self[DAG.N09_09Key.self] }
    var dagN09_10: DAG.N09_10 { self[DAG.N09_10Key.self] }
    var dagN09_11: DAG.N09_11 { self[DAG.N09_11Key.self] }
    var dagN09_12: DAG.N09_12 { self[DAG.N09_12Key.self] }
    var dagN10_00: DAG.N10_00 { self[DAG.N10_00Key.self] }
    var dagN10_01: DAG.N10_01 { self[DAG.N10_01Key.self] }
    var dagN10_02: DAG.N10_02 { self[DAG.N10_02Key.self] }
    var dagN10_03: DAG.N10_03 { self[DAG.N10_03Key.self] }
    var dagN10_04: DAG.N10_04 { self[DAG.N10_04Key.self] }
    var dagN10_05: DAG.N10_05 { self[DAG.N10_05Key.self] }
    var dagN10_06: DAG.N10_06 { self[DAG.N10_06Key.self] }
    var dagN10_07: DAG.N10_07 { self[DAG.N10_07Key.self] }
    var dagN10_08: DAG.N10_08 { self[DAG.N10_08Key.self] }
    var dagN10_09: DAG.N10_09 { self[DAG.N10_09Key.self] }
    var dagN10_10: DAG.N10_10 { self[DAG.N10_10Key.self] }
    var dagN10_11: DAG.N10_11 { self[DAG.N10_11Key.self] }
    var dagN11_00: DAG.N11_00 { self[DAG.N11_00Key.self] }
    var dagN11_01: DAG.N11_01 { self[DAG.N11_01Key.self] }
    var dagN11_02: DAG.N11_02 { self[DAG.N11_02Key.self] }
    var dagN11_03: DAG.N11_03 { self[DAG.N11_03Key.self] }
    var dagN11_04: DAG.N11_04 { self[DAG.N11_04Key.self] }
    var dagN11_05: DAG.N11_05 { self[DAG.N11_05Key.self] }
    var dagN11_06: DAG.N11_06 { self[DAG.N11_06Key.self] }
    var dagN11_07: DAG.N11_07 { self[DAG.N11_07Key.self] }
    var dagN11_08: DAG.N11_08 { self[DAG.N11_08Key.self] }
    var dagN11_09: DAG.N11_09 { self[DAG.N11_09Key.self] }
    var dagN11_10: DAG.N11_10 { self[DAG.N11_10Key.self] }
    var dagN11_11: DAG.N11_11 { self[DAG.N11_11Key.self] }
    var dagN12_00: DAG.N12_00 { self[DAG.N12_00Key.self] }
    var dagN12_01: DAG.N12_01 { self[DAG.N12_01Key.self] }
    var dagN12_02: DAG.N12_02 { self[DAG.N12_02Key.self] }
    var dagN12_03: DAG.N12_03 { self[DAG.N12_03Key.self] }
    var dagN12_04: DAG.N12_04 { self[DAG.N12_04Key.self] }
    var dagN12_05: DAG.N12_05 { self[DAG.N12_05Key.self] }
    var dagN12_06: DAG.N12_06 { self[DAG.N12_06Key.self] }
    var dagN12_07: DAG.N12_07 { self[DAG.N12_07Key.self] }
    var dagN12_08: DAG.N12_08 { self[DAG.N12_08Key.self] }
    var dagN12_09: DAG.N12_09 { self[DAG.N12_09Key.self] }
    var dagN12_10: DAG.N12_10 { self[DAG.N12_10Key.self] }
    var dagN12_11: DAG.N12_11 { self[DAG.N12_11Key.self] }
    var dagN13_00: DAG.N13_00 { self[DAG.N13_00Key.self] }
    var dagN13_01: DAG.N13_01 { self[DAG.N13_01Key.self] }
    var dagN13_02: DAG.N13_02 { self[DAG.N13_02Key.self] }
    var dagN13_03: DAG.N13_03 { self[DAG.N13_03Key.self] }
    var dagN13_04: DAG.N13_04 { self[DAG.N13_04Key.self] }
    var dagN13_05: DAG.N13_05 { self[DAG.N13_05Key.self] }
    var dagN13_06: DAG.N13_06 { self[DAG.N13_06Key.self] }
    var dagN13_07: DAG.N13_07 { self[DAG.N13_07Key.self] }
    var dagN13_08: DAG.N13_08 { self[DAG.N13_08Key.self] }
    var dagN13_09: DAG.N13_09 { self[DAG.N13_09Key.self] }
    var dagN13_10: DAG.N13_10 { self[DAG.N13_10Key.self] }
    var dagN13_11: DAG.N13_11 { self[DAG.N13_11Key.self] }
    var dagN14_00: DAG.N14_00 { self[DAG.N14_00Key.self] }
    var dagN14_01: DAG.N14_01 { self[DAG.N14_01Key.self] }
    var dagN14_02: DAG.N14_02 { self[DAG.N14_02Key.self] }
    var dagN14_03: DAG.N14_03 { self[DAG.N14_03Key.self] }
    var dagN14_04: DAG.N14_04 { self[DAG.N14_04Key.self] }
    var dagN14_05: DAG.N14_05 { self[DAG.N14_05Key.self] }
    var dagN14_06: DAG.N14_06 { self[DAG.N14_06Key.self] }
    var dagN14_07: DAG.N14_07 { self[DAG.N14_07Key.self] }
    var dagN14_08: DAG.N14_08 { self[DAG.N14_08Key.self] }
    var dagN14_09: DAG.N14_09 { self[DAG.N14_09Key.self] }
    var dagN14_10: DAG.N14_10 { self[DAG.N14_10Key.self] }
    var dagN14_11: DAG.N14_11 { self[DAG.N14_11Key.self] }
}
