import SourceDiagnostics

// E0605 (error).
// Emitted by: Sources/CarouselCLI/Support/Behaviour/BehaviourTestRunner.swift.
extension DiagnosticCode {
    /// The spec a behaviour test file names cannot be read, or has errors.
    public static let testSpecUnusable = DiagnosticCode(
        "E0605", "the tested spec cannot be used",
        """
        `spec` names the spec file the tests run, relative to the test file's folder. When \
        it is missing, cannot be read or has errors (`carousel check` shows them), none of \
        the file's tests can run, and each is reported as failed rather than skipped, so a \
        CI run never passes tests that did not run.
        """,
        wrong: behaviourTest(top: "spec = \"../card.carousel.toml\"\n"),
        right: behaviourTest())
}

// Message and fix-its: built where it is emitted (see above).
