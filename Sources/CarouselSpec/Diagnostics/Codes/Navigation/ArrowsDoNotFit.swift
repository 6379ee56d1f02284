import CarouselEngine
import SourceDiagnostics

// W0490 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Navigation/PaginationContradictsIndicators.swift.
extension DiagnosticCode {
    /// `arrows = true` on a frame too small to hold both arrows.
    public static let arrowsDoNotFit = DiagnosticCode(
        "W0490", "arrows do not fit the frame",
        """
        The previous / next arrows are 36-point buttons 8 points inside the frame, one at each \
        end of the axis, so the frame must be at least 88 points long along the axis and 52 \
        points across it. A smaller frame draws no arrows. Make the frame larger or remove \
        `arrows`.
        """,
        wrong: spec(
            "arrows = true\nframe = { x = 0, y = 40, width = 80, height = 80 }\n",
            items: "[[carousel.items]]\ntitle = \"One\"\n[[carousel.items]]\ntitle = \"Two\"\n"),
        right: spec(
            "arrows = true\nframe = { x = 0, y = 40, width = 200, height = 80 }\n",
            items: "[[carousel.items]]\ntitle = \"One\"\n[[carousel.items]]\ntitle = \"Two\"\n"))
}

/// The message of W0490 and its fix-its.
extension SpecMessages {
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
            fixIts: [.remove(span, message: "remove `arrows`", safety: .unsafe)])
    }
}
