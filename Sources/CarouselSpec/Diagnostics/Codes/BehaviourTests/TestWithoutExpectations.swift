import SourceDiagnostics

// W0601 (warning).
// Emitted by: Sources/CarouselCLI/Support/Behaviour/BehaviourTestReader.swift.
extension DiagnosticCode {
    /// A behaviour test with no expectation.
    public static let testWithoutExpectations = DiagnosticCode(
        "W0601", "test without expectations",
        """
        A test whose `expect` is missing or empty checks nothing: it passes whatever the \
        carousel does. Say what must hold after the steps (a `selection`, a `phase`, the \
        `visible` items or an `announce` text); `--strict` fails the run on this warning.
        """,
        wrong: behaviourTest(expect: nil),
        right: behaviourTest())
}

// Message and fix-its: built where it is emitted (see above).
