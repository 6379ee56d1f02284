import SourceDiagnostics

// E0610 (error).
// Emitted by: Sources/CarouselCLI/Support/Behaviour/BehaviourTestRunner.swift.
extension DiagnosticCode {
    /// A behaviour test's expectation does not hold.
    public static let testExpectationFailed = DiagnosticCode(
        "E0610", "expectation not met",
        """
        The spec is played headless exactly as `carousel simulate` plays it (60 frames a \
        second, the test's steps sent at their times), and at each expectation's `t` the \
        named carousel's frame is compared: `selection` and `phase` with the frame line's, \
        `visible` with the items of the cards on screen, and `announce` with the last \
        announcement of that carousel up to `t`. A value that differs fails the test; the \
        message gives the expected and the actual value. Run `carousel simulate` with the \
        same steps as an input script to see the whole run.
        """,
        wrong: behaviourTest(expect: "[{ t = \"1s\", carousel = \"cards\", selection = 2 }]"),
        right: behaviourTest())
}

// Message and fix-its: built where it is emitted (see above).
