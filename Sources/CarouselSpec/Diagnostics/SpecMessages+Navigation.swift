import CarouselEngine
import SourceDiagnostics

extension SpecMessages {
    /// E0360: `pagination` and `indicators` written with opposite meanings.
    static func paginationContradictsIndicators(
        pagination: String, indicators: Bool, span: SourceSpan, path: String, indicatorsEntry: SourceSpan
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.paginationContradictsIndicators,
            message: "`pagination = \"\(pagination)\"` contradicts `indicators = \(indicators)`", span: span,
            path: path,
            labels: [DiagnosticLabel(span: indicatorsEntry, message: "`indicators = \(indicators)` is set here")],
            help: "remove `indicators`: `pagination` says the same and more",
            notes: [
                "`indicators = false` means `pagination = \"none\"`; `indicators = true` allows dots, fraction "
                    + "or progress"
            ],
            fixIts: [.remove(indicatorsEntry, message: "remove `indicators`")])
    }

    /// W0490: `arrows = true` on a frame too small for them.
    static func arrowsDoNotFit(frame: Rect, axis: Axis, span: SourceSpan, path: String) -> Diagnostic {
        let along = NavigationArrows.minimumMainLength, across = NavigationArrows.minimumCrossLength
        return Diagnostic(
            DiagnosticCode.arrowsDoNotFit,
            message: "the arrows do not fit a \(points(frame.width)) × \(points(frame.height)) frame, "
                + "so none are drawn",
            span: span, path: path,
            help: "make the frame at least \(points(along)) points long along the \(axis.rawValue) axis and "
                + "\(points(across)) across, or remove `arrows`",
            fixIts: [.remove(span, message: "remove `arrows`")])
    }

    /// W0491: a pagination colour nothing is drawn with.
    static func paginationColorUnused(key: String, pagination: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.paginationColorUnused,
            message: "`\(key)` changes nothing with pagination = \"\(pagination)\"", span: span, path: path,
            help: "remove it, or set `pagination` to one that draws it",
            fixIts: [.remove(span, message: "remove `\(key)`")])
    }
}
