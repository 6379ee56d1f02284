import CarouselEngine
import SourceDiagnostics

// E0322 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Paging/PagingKeyHasNoEffect.swift.
extension DiagnosticCode {
    /// `per-view` and a `page-size` whose length along the axis contradicts it.
    public static let perViewContradictsPageSize = DiagnosticCode(
        "E0322", "per-view and page-size disagree",
        """
        `per-view` sizes a paging carousel's items so that that many fit in the frame minus the \
        insets: item length = (region − spacing × (⌈per-view⌉ − 1)) / per-view. A `page-size` \
        fixes the length instead. When both are written and the lengths differ, one of them \
        would be silently ignored, so neither is: keep the one you mean (the fix-its remove the \
        other).
        """,
        wrong: spec("per-view = 3\npage-size = { width = 600, height = 400 }\n", items: tenItems),
        right: spec("per-view = 3\n", items: tenItems))
}

/// The message of E0322 and its fix-its.
extension SpecMessages {
    /// E0322: `per-view` and a `page-size` that disagree along the axis.
    static func perViewContradictsPageSize(
        perView: Double, itemLength: Double, pageLength: Double, axis: Axis, span: SourceSpan, path: String,
        perViewEntry: SourceSpan?, pageSizeEntry: SourceSpan
    ) -> Diagnostic {
        let side = axis == .horizontal ? "width" : "height"
        var fixIts: [FixIt] = []
        if let perViewEntry { fixIts.append(SpecFixIts.remove("per-view", entry: perViewEntry)) }
        fixIts.append(SpecFixIts.remove("page-size", entry: pageSizeEntry))
        return Diagnostic(
            DiagnosticCode.perViewContradictsPageSize,
            message: "`per-view = \(points(perView))` makes items \(points(itemLength)) points long, but "
                + "`page-size` sets the \(side) to \(points(pageLength))",
            span: span, path: path,
            labels: [DiagnosticLabel(span: pageSizeEntry, message: "`page-size` is set here")],
            help: "keep one of them: `per-view` sizes the items to the frame, `page-size` fixes them",
            notes: ["item length = (frame minus insets − spacing × (⌈per-view⌉ − 1)) / per-view"],
            fixIts: fixIts)
    }
}
