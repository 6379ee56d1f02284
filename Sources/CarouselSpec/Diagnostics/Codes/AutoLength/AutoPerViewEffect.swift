import SourceDiagnostics

// W0456 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/AutoLength/AutoPerViewWithPageSize.swift.
extension DiagnosticCode {
    /// An `effect` other than slide under `per-view = "auto"`.
    public static let autoPerViewEffect = DiagnosticCode(
        "W0456", "effect with per-view auto",
        """
        The card effects (`fade`, `cube`, `coverflow` and the others) place equal pages. Under \
        `per-view = "auto"` the items have their own lengths, so the carousel slides: the effect \
        is not drawn. Remove `effect`, or write a number of items per view.
        """,
        wrong: spec("per-view = \"auto\"\neffect = \"fade\"\n", items: sizedItems),
        right: spec("per-view = \"auto\"\n", items: sizedItems))
}

/// The message of W0456 and its fix-it.
extension SpecMessages {
    /// W0456: an effect that `per-view = "auto"` does not draw.
    static func autoPerViewEffect(span: SourceSpan, path: String, perView: SourceSpan) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.autoPerViewEffect,
            message: "this effect is not drawn: items sized by content slide",
            span: span, path: path, labels: label("items sized by content here", at: perView),
            help: "remove `effect`, or write a number of items per view",
            fixIts: [.replace(span, with: "\"slide\"", message: "slide", safety: .safe)])
    }
}
