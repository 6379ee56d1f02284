import SourceDiagnostics

// E0601 (error).
// Emitted by: Sources/CarouselCLI/Support/Behaviour/BehaviourTestReader.swift.
extension DiagnosticCode {
    /// A key a behaviour test file does not have.
    public static let testUnknownKey = DiagnosticCode(
        "E0601", "unknown key in a behaviour test file",
        """
        A `*.carousel-test.toml` file has `spec` and `size` at the top and an array of \
        `[[test]]` tables, each with `name`, `steps` and `expect`; an expectation has `t`, \
        `carousel`, `selection`, `phase`, `visible` and `announce`. Any other key is refused, \
        with a did-you-mean when the spelling is close, so a typo cannot silently drop an \
        expectation and let a test pass that checks nothing.
        """,
        wrong: behaviourTest(expectKey: "expects"),
        right: behaviourTest())
}

// Message and fix-its: built where it is emitted (see above).
