// The examples of the design document, unchanged: type declarations at file scope, statements
// wrapped in test functions, and every claim their comments make asserted right after it.
import Foundation
import Injectable
import Testing

// MARK: Decentralised dependency resolution

struct Fly: InjectableValue {
    init(container: Container) {}
}

struct Spider: InjectableValue {
    let stomachContents: Fly

    init(container: Container) {
        stomachContents = container.resolve()
    }
}

struct Bird: InjectableValue {
    let stomachContents: Spider

    init(container: Container) {
        stomachContents = container.resolve()
    }
}

struct Cat: InjectableValue {
    let stomachContents: Bird

    init(container: Container) {
        stomachContents = container.resolve()
    }
}

struct Dog: InjectableValue {
    let stomachContents: Cat

    init(container: Container) {
        stomachContents = container.resolve()
    }
}

// MARK: Object lifetime

protocol Language: InjectableObject {

}

class DeveloperX: InjectableObject {
    //the default lifetime is ephemeral
    //static let lifetime: Lifetime = .ephemeral

    let favourateLanguage: Language

    required init(container: Container) {
        favourateLanguage = container.resolve() as ObjCLanguage
    }
}

class DeveloperY: InjectableObject {
    //the default lifetime is ephemeral
    //static let lifetime: Lifetime = .ephemeral

    let favourateLanguage: Language

    required init(container: Container) {
        favourateLanguage = container.resolve() as SwiftLanguage
    }
}

class ObjCLanguage: Language {
    static let lifetime: Lifetime = .transient

    let name: String

    required init(container: Container) {
        name = "ObjC"
    }
}

class SwiftLanguage: Language {
    static let lifetime: Lifetime = .persistent

    let name: String

    required init(container: Container) {
        name = "Swift"
    }
}

// MARK: Custom parameters

class Person: CustomInjectableObject {
    typealias ParameterType = Int
    let hobby: Programming

    required init(container: Container, parameter: ParameterType) {
        hobby = parameter > 29 ? container.resolve(key: "OldSchool") : container.resolve(key: "NewAge")
    }

    required init(container: Container) {
        hobby = .init(container: container)
    }
}

class Programming: CustomInjectableObject {
    typealias ParameterType = String
    let language: String

    required init(container: Container, parameter: ParameterType) {
        language = parameter
    }

    required init(container: Container) {
        language = "Java"
    }
}

// MARK: Interface registration

protocol Planet {

}

class Earth: Planet, InjectableObject {
    required init(container: Container) {}
}

class Venus: Earth {

}

// MARK: Cyclic dependencies

class CycleStart: InjectableObject {

    static let lifetime: Lifetime = .transient

    var startCycle: CycleComplete!

    required init(container: Container) {

    }

    func didInject(container: Container) {
        startCycle = container.resolve()
    }
}

class CycleComplete: InjectableObject {
    var completeCycle: CycleStart

    static let lifetime: Lifetime = .transient

    required init(container: Container) {
        completeCycle = container.resolve()
    }
}

// MARK: Resolving types you do not own

class InjectableDataFormatter: CustomInjectableObject {
    typealias ParameterType = String

    let formatter: DateFormatter

    required init(container: Container) {
        formatter = DateFormatter()
    }

    required init(container: Container, parameter: String) {
        let dateFormatter = DateFormatter()
        dateFormatter.dateFormat = parameter
        formatter = dateFormatter
    }
}

@Suite("The design document's examples")
struct SeedExampleTests {
    @Test("the Fly → Dog chain resolves without registration")
    func decentralisedResolution() {
        let container = DependencyContainer()

        let dog: Dog = container.resolve()
        let _: Fly = dog.stomachContents.stomachContents.stomachContents.stomachContents

        #expect(type(of: dog.stomachContents.stomachContents.stomachContents.stomachContents) == Fly.self)
    }

    @Test("ephemeral, transient and persistent lifetimes behave as the comments say")
    func objectLifetime() {
        let container = DependencyContainer()

        var objc: ObjCLanguage! = container.resolve()
        var devX: DeveloperX! = container.resolve()
        var devY: DeveloperY! = container.resolve()

        print("\(devX.favourateLanguage === objc)")  //true: it is the same instance
        #expect(devX.favourateLanguage === objc)
        //true: a new instance DeveloperX will be created as it has an ephemeral lifetime
        print("\(devX !== container.resolve() as DeveloperX)")
        #expect(devX !== container.resolve() as DeveloperX)

        weak let oldObjC = objc
        weak let oldDevX = devX
        devX = nil
        objc = nil
        #expect(oldObjC == nil, "the transient ObjCLanguage is freed once nothing outside holds it")
        //create a new instance of DeveloperX and ObjCLanguage as ObjCLanguage had a transient lifetime and there was no more instances in memory
        devX = container.resolve()
        #expect(oldDevX == nil)
        #expect((devX.favourateLanguage as! ObjCLanguage).name == "ObjC")
        #expect(devX.favourateLanguage !== container.resolve() as DeveloperX, "sanity: objects are distinct")

        // The seed writes `weak var`; `let` says the same without a never-mutated warning.
        weak let swift = devY.favourateLanguage
        devY = nil
        //true: as SwiftLanguage has a persistent lifetime even though it is no longer reference by application code
        print("\(swift != nil)")
        #expect(swift != nil)

        devY = container.resolve()
        //true: when a new DeveloperY is created the same instance of SwiftLanguage is used
        print("\(swift === devY.favourateLanguage)")
        #expect(swift === devY.favourateLanguage)
    }

    @Test("keyed parameters pick the variant")
    func customParameters() {
        let container = DependencyContainer()

        container.register(type: Programming.self, key: "OldSchool") { _ in "ObjC" }
        container.register(type: Programming.self, key: "NewAge") { _ in "Swift" }
        container.register(type: Person.self, key: "Nick", { _ in 34 })
        container.register(type: Person.self, key: "Jim", { _ in 25 })

        let nick: Person = container.resolve(key: "Nick")
        let jim: Person = container.resolve(key: "Jim")

        print("\(nick.hobby.language == "ObjC")")  //print: true
        #expect(nick.hobby.language == "ObjC")
        print("\(jim.hobby.language == "Swift")")  //print: true
        #expect(jim.hobby.language == "Swift")
    }

    @Test("interface registration maps protocols and classes to implementations")
    func interfaceRegistration() {
        let container = DependencyContainer()

        container.register(interface: Planet.self, implementation: Earth.self)
        let planet1: Planet = container.resolveInterface()
        print("\(planet1 is Earth)")  //print: true
        #expect(planet1 is Earth)

        container.register(interface: Earth.self) { container in container.resolve() as Venus }
        let planet2: Earth = container.resolveInterface()
        print("\(planet2 is Venus)")  //print: true
        #expect(planet2 is Venus)

        // resolve() ignores interface registrations.
        #expect(!(container.resolve() as Earth is Venus))
    }

    @Test("didInject closes a cycle with the same instance")
    func cyclicDependencies() {
        let container = DependencyContainer()

        let objectWithCyclicDependency: CycleStart = container.resolve()
        print("\(objectWithCyclicDependency.startCycle.completeCycle === objectWithCyclicDependency)")  //print: true
        #expect(objectWithCyclicDependency.startCycle.completeCycle === objectWithCyclicDependency)
    }

    @Test("resolving CycleComplete first is legitimate re-entry, not a cycle")
    func cycleCompleteFirst() throws {
        let container = DependencyContainer()
        let complete: CycleComplete = try container.tryResolve()
        #expect(complete.completeCycle.startCycle.completeCycle === complete.completeCycle)
    }

    @Test("a wrapper type injects a type you do not own")
    func typesYouDoNotOwn() {
        let container = DependencyContainer()

        container.register(type: InjectableDataFormatter.self, key: "MMM YYYY")
        container.register(type: InjectableDataFormatter.self, key: "dd/MM/YYYY")

        let formatter: InjectableDataFormatter = container.resolve(key: "MMM YYYY")
        print("\(formatter.formatter.string(from: Date()))")  //prints: Jan 2019
        #expect(formatter.formatter.dateFormat == "MMM YYYY")
        let jan2019 = Date(timeIntervalSince1970: 1_547_000_000)
        formatter.formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatter.locale = Locale(identifier: "en_US_POSIX")
        #expect(formatter.formatter.string(from: jan2019) == "Jan 2019")
    }
}
