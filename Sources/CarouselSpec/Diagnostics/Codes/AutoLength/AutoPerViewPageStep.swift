import SourceDiagnostics

// W0455 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/AutoLength/AutoPerViewWithPageSize.swift.
extension DiagnosticCode {
    /// `scroll-by = "page"` under `per-view = "auto"`.
    public static let autoPerViewPageStep = DiagnosticCode(
        "W0455", "scroll-by page with per-view auto",
        """
        `scroll-by = "page"` moves by the whole items of one view, `floor(per-view)`. Under \
        `per-view = "auto"` the number of items in view changes with their lengths, so a page is \
        taken as one item. Write the number of items a move should go.
        """,
        wrong: spec("per-view = \"auto\"\nscroll-by = \"page\"\n", items: sizedItems),
        right: spec("per-view = \"auto\"\nscroll-by = 2\n", items: sizedItems))
}

/// The message of W0455 and its fix-it.
extension SpecMessages {
    /// W0455: `scroll-by = "page"` where a page has no fixed number of items.
    static func autoPerViewPageStep(span: SourceSpan, path: String, perView: SourceSpan) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.autoPerViewPageStep,
            message:
                "`scroll-by = \"page\"` moves one item here: under `per-view = \"auto\"` a view has no fixed count",
            span: span, path: path, labels: label("items sized by content here", at: perView),
            help: "write how many items a move goes, e.g. `scroll-by = 1`",
            fixIts: [.replace(span, with: "1", message: "move one item", safety: .safe)])
    }
}
