import SourceDiagnostics

// E0606 (error).
// Emitted by: Sources/CarouselCLI/Support/Behaviour/BehaviourTestRunner.swift.
extension DiagnosticCode {
    /// An expectation names a carousel the spec does not have, or none when it has several.
    public static let testUnknownCarousel = DiagnosticCode(
        "E0606", "unknown carousel in a behaviour test",
        """
        An expectation's `carousel` is the `id` of one of the spec's carousels (a \
        did-you-mean is offered when the spelling is close). It may be left out only when \
        the spec has one carousel; with several, which one is meant must be said.
        """,
        wrong: behaviourTest(expect: "[{ t = \"1s\", carousel = \"card\", selection = 1 }]"),
        right: behaviourTest())
}

// Message and fix-its: built where it is emitted (see above).
