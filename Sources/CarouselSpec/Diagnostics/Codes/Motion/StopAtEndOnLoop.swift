import SourceDiagnostics

// W0431 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// `stop-at-end = true` on a carousel that loops.
    public static let stopAtEndOnLoop = DiagnosticCode(
        "W0431", "stop-at-end on a looping carousel",
        """
        `stop-at-end = true` switches auto-scroll off when a finite carousel reaches its last \
        item (its first, going backward) instead of rewinding to the start. A carousel with \
        `infinite = true` loops and has no end, so the key does nothing there. Remove it, or \
        make the carousel finite.
        """,
        wrong: spec("infinite = true\n[carousel.auto]\nstop-at-end = true\n"),
        right: spec("infinite = false\n[carousel.auto]\nstop-at-end = true\n"),
        rules: [StopAtEndRule()])
}

/// The message of W0431 and its fix-its.
extension SpecMessages {
    /// W0431: `stop-at-end` on a looping carousel, which never reaches an end.
    static func stopAtEndOnLoop(span: SourceSpan, path: String, infinite: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.stopAtEndOnLoop,
            message: "`stop-at-end` has no effect: the carousel loops (`infinite = true`), so it has no end",
            span: span, path: path,
            labels: label("the carousel loops here", at: infinite),
            help: "remove `stop-at-end`, or write `infinite = false` to stop at the last item")
    }
}

/// W0431: `stop-at-end = true` on a carousel that loops (`infinite = true`), which has no end.
struct StopAtEndRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind == .paging || carousel.kind == .focus {
            guard carousel.configuration.infinite, let auto = carousel.configuration.auto, auto.stopAtEnd,
                let table = carousel.table[SpecSchema.CarouselKeys.auto],
                let span = table.entrySpan(SpecSchema.AutoKeys.stopAtEnd)
            else { continue }
            diagnostics.append(
                SpecMessages.stopAtEndOnLoop(
                    span: span, path: table.path(of: SpecSchema.AutoKeys.stopAtEnd),
                    infinite: carousel.table.entrySpan(SpecSchema.CarouselKeys.infinite)))
        }
    }
}
