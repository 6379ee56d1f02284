import CarouselEngine
import SourceDiagnostics

// E0379 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Grid/GridOnLoop.swift.
extension DiagnosticCode {
    /// `[carousel.grid]` with `per-view = "auto"`.
    public static let gridWithAutoItems = DiagnosticCode(
        "E0379", "grid with content-sized items",
        """
        A grid's lines are cells of one size: `per-view` counts lines along the axis and each \
        line splits the cross length into `rows` equal cells. `per-view = "auto"` gives every \
        item its own length, which a line of several items cannot take (Swiper's grid likewise \
        needs a number of slides per view). Give `per-view` a number, or remove \
        `[carousel.grid]`.
        """,
        wrong: spec("per-view = \"auto\"\n", items: gridOfTwelve),
        right: spec("per-view = 3\n", items: gridOfTwelve))
}

/// The message of E0379.
extension SpecMessages {
    /// E0379: a grid with `per-view = "auto"`.
    static func gridWithAutoItems(span: SourceSpan, path: String, perViewEntry: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.gridWithAutoItems,
            message: "a grid's cells are all one size; `per-view = \"auto\"` sizes each item by its content",
            span: span, path: path,
            labels: label("the items are content-sized because of this", at: perViewEntry),
            help: "give `per-view` a number of lines in view, or remove `[carousel.grid]`")
    }
}
