// expected-error: 'setValue(_:forKey:)' is deprecated: declare the value as a property of InjectedValues
// The string-keyed values are deprecated for typed ones, and the message names the replacement
// (this check turns deprecation warnings into errors).
import Injectable

let container = DependencyContainer()
container.setValue(2.0, forKey: "playbackRate")
