// expected-error: cannot convert value of type 'String' to expected argument type 'Double'
// A typed configuration value of the wrong type does not compile.
import Injectable

extension InjectedValues {
    var playbackRate: Double { 1.0 }
}

let container = DependencyContainer()
container.setValue("2", for: \.playbackRate)
