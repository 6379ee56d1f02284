import SourceDiagnostics

// E0603 (error).
// Emitted by: Sources/CarouselCLI/Support/Behaviour/BehaviourTestReader.swift.
extension DiagnosticCode {
    /// A key a behaviour test file needs is missing.
    public static let testMissingKey = DiagnosticCode(
        "E0603", "missing key in a behaviour test file",
        """
        A behaviour test file needs `spec` (the spec file the tests run, relative to the test \
        file's folder) and at least one `[[test]]`; each test needs a `name`, and each \
        expectation a `t`. Without them there is nothing to run, or no way to tell the \
        results apart.
        """,
        wrong: behaviourTest(top: "size = [1280, 600]\n"),
        right: behaviourTest(top: "spec = \"../cards.carousel.toml\"\nsize = [1280, 600]\n"))
}

// Message and fix-its: built where it is emitted (see above).
