// expected-error: has no member 'playbackRat'
// A misspelt configuration value does not compile.
import Injectable

extension InjectedValues {
    var playbackRate: Double { 1.0 }
}

let container = DependencyContainer()
container.setValue(2.0, for: \.playbackRat)
