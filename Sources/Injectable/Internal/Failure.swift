#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// Failures: an error thrown by user code or a cast becomes a `ResolutionError` with the
// resolution path, reported once to the diagnostics hook where it is created; a failure of a
// non-throwing resolve stops the program with its explanation.

extension DependencyContainer {
    /// Turns an error thrown by user code into a ``ResolutionError`` located at `frame`. A
    /// failure that a property read deferred to that request goes with it: the request fails
    /// with this error instead, and no later request throws that failure.
    @usableFromInline
    func wrap(_ error: any Error, _ frame: Frame) -> ResolutionError {
        let thread = currentThread()
        if thread.hasPendingFailure { _ = thread.takePendingFailure(ownedBy: frame) }
        if let resolutionError = error as? ResolutionError { return resolutionError }
        return located(error, at: ResolutionFrame.path(to: frame))
    }

    /// Turns an error thrown by user code into a ``ResolutionError`` located at `frame`, a
    /// request on the task's path, as `wrap` does on a thread's. A task can be cancelled: a
    /// `CancellationError` from a request that runs in the asking task (no build of its own,
    /// which would go on for the others waiting) is `.cancelled`.
    func wrap(_ error: any Error, _ frame: AsyncFrame) -> ResolutionError {
        if let resolutionError = error as? ResolutionError { return resolutionError }
        return located(error, at: frame.path, asking: frame.build == nil)
    }

    /// An error thrown by user code (or a registration's cast), as the failure of the last
    /// request of `path`, reported. `asking`: the request runs in the task that asked for it.
    func located(_ error: any Error, at path: [ResolutionStep], asking: Bool = false) -> ResolutionError {
        let failure =
            if error is CancellationError, asking {
                ResolutionError(kind: .cancelled, path: path, underlyingError: error)
            } else if let mismatch = error as? CastFailure {
                ResolutionError(kind: .typeMismatch(expected: mismatch.expected, actual: mismatch.actual), path: path)
            } else if let parameter = error as? ParameterFailure {
                ResolutionError(
                    kind: .initializerFailed, path: path, underlyingError: parameter.underlying, failedParameter: true)
            } else {
                ResolutionError(kind: .initializerFailed, path: path, underlyingError: error)
            }
        return failed(failure)
    }

    /// Reports a failure to the diagnostics hook, once, where it is created.
    @usableFromInline
    func failed(_ error: ResolutionError) -> ResolutionError {
        if Diagnostics.isActive { report(.failed(error)) }
        return error
    }
}

/// `value as? T`, or a ``CastFailure`` that `wrap` turns into a located type mismatch.
///
/// Generic over the source, so that a concrete instance is cast directly, without first being
/// boxed as `Any`.
@inlinable
func cast<Source, T>(_ value: Source, to type: T.Type) throws -> T {
    guard let result = value as? T else { throw CastFailure(expected: T.self, actual: Swift.type(of: value as Any)) }
    return result
}

/// The closure registered for a keyed variant's parameter threw `underlying`; located and
/// reported by `wrap` as that variant's failure, said to come from the parameter.
@usableFromInline
struct ParameterFailure: Error {
    let underlying: any Error

    @usableFromInline
    init(underlying: any Error) { self.underlying = underlying }
}

/// A registration produced a value of the wrong type; located and reported by `wrap`.
@usableFromInline
struct CastFailure: Error {
    let expected: String
    let actual: String

    @usableFromInline
    init(expected: Any.Type, actual: Any.Type) {
        self.expected = _typeName(expected, qualified: false)
        self.actual = _typeName(actual, qualified: false)
    }
}

/// Stops the program with the error's explanation, or, on a thread where
/// ``DependencyContainer/validate(roots:isolation:)`` probes a registration, hands the error to it and parks
/// the probe's thread (`ValidationProbe.stopIfProbing`).
///
/// The explanation is written to standard error first, so that it is the first thing a reader
/// sees (after the test case it stops, in a test case of the `.container` trait); the
/// runtime's own "Fatal error" line (with a file and line of this library) follows.
@usableFromInline
func resolutionFailed(_ error: ResolutionError) -> Never {
    ValidationProbe.stopIfProbing(error)
    stopProgram(
        error.description,
        "Injectable stopped the program: \(error.kind) while resolving \(error.requested) (explained above).",
        path: error.path)
}

/// Writes `explanation` to standard error, then stops the program. In a test case, the first
/// line names it (``TestCaseContext``), and the path that failed (`path`, when a resolve did).
func stopProgram(
    _ explanation: String, _ summary: String = "Injectable stopped the program (explained above).",
    path: [ResolutionStep] = []
) -> Never {
    var text = explanation + "\n"
    if let testCase = TestCaseContext.current {
        let resolving = path.isEmpty ? "" : " while resolving \(path.map(\.description).joined(separator: " → "))"
        text =
            "Injectable stopped the test run in test case \(testCase)\(resolving); every test running beside it stops too. Why:\n"
            + text
    }
    // NB: write(2), not `stderr`: that global is not concurrency-safe in Swift 6.
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    fatalError(summary)
}

/// The test case running in the current task, as a test framework names it (its name and source
/// location), so that a failure that stops the program names it first: Swift Testing runs every
/// test in one process, and a stop ends them all.
///
/// NB: `package`: InjectableTesting's `.container` trait binds it for each test case it runs;
/// the library itself does not import Testing.
package enum TestCaseContext {
    @TaskLocal package static var current: String?
}
