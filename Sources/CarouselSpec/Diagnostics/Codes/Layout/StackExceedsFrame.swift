import CarouselEngine
import SourceDiagnostics

// W0404 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// A stack that needs more room along its axis than its frame gives.
    public static let stackExceedsFrame = DiagnosticCode(
        "W0404", "stack extent exceeds the frame",
        """
        A stack needs room along its axis for the front card and its peeking neighbours: \
        `2 × visible slots × spacing + card × (neighbor-scale + extent-slack)`, where the card \
        size follows from the frame's cross size and `aspect-ratio`. When the frame (minus the \
        insets) is shorter, neighbours are clipped. A stack whose length metrics \
        (`spacing-ratio`, `neighbor-scale`, `extent-slack`, `focus-width`) are all left at their \
        defaults shrinks its card to fit instead, so only written metrics get this warning. Make \
        the frame longer, or lower `spacing-ratio` or `max-visible-slot`, or remove the written \
        metrics. `carousel compile` prints the extent under `derived`.
        """,
        wrong: spec(
            "kind = \"stack\"\naxis = \"vertical\"\nframe = { x = 0, y = 0, width = 400, height = 300 }\n"
                + "[carousel.stack]\nspacing-ratio = 0.55\n"),
        right: spec(
            "kind = \"stack\"\naxis = \"vertical\"\nframe = { x = 0, y = 0, width = 400, height = 560 }\n"
                + "[carousel.stack]\nspacing-ratio = 0.55\n"),
        rules: [StackExtentRule()])
}

/// The message of W0404 and its fix-its.
extension SpecMessages {
    static func stackExceedsFrame(
        id: String, extent: Double, available: Double, axis: Axis, span: SourceSpan, path: String,
        fittedCard: Double? = nil
    ) -> Diagnostic {
        let side = axis == .horizontal ? "width" : "height"
        let note =
            fittedCard.map {
                "its front card alone is longer than the frame, so the whole ring is drawn smaller to fit "
                    + "(front card \(points($0)) points long)"
            } ?? "peeking neighbour cards would be clipped"
        return Diagnostic(
            DiagnosticCode.stackExceedsFrame,
            message:
                "stack `\(id)` needs \(points(extent)) points along its axis but its frame gives \(points(available))",
            span: span, path: path,
            help:
                "make the frame's \(side) at least \(points(extent)) points plus the insets, or lower `spacing-ratio` / `max-visible-slot`",
            notes: [note])
    }
}

/// W0404: a stack that needs more room along its axis than its frame (minus insets) gives.
struct StackExtentRule: LayoutRule {
    func checkLayout(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind == .stack {
            // Values rejected elsewhere would make the extent meaningless: report those first.
            guard let metrics = carousel.derived.stack, carousel.derived.content.width > 0,
                carousel.derived.content.height > 0,
                carousel.table[SpecSchema.CarouselKeys.stack]?.invalidMask ?? 0 == 0
            else { continue }
            let content = carousel.derived.content
            let available = carousel.configuration.axis == .horizontal ? content.width : content.height
            guard metrics.requestedExtent > available + 0.5, !carousel.configuration.stack.fitsStage else { continue }
            let table = carousel.table
            diagnostics.append(
                SpecMessages.stackExceedsFrame(
                    id: carousel.displayID, extent: metrics.requestedExtent, available: available,
                    axis: carousel.configuration.axis,
                    span: table.entrySpan(SpecSchema.CarouselKeys.frame) ?? carousel.headerSpan, path: table.path,
                    fittedCard: metrics.stackExtent < metrics.requestedExtent - 0.5 ? metrics.cardMain : nil))
        }
    }
}
