import SourceDiagnostics

// E0337 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/AutoLength/AutoPerViewWithPageSize.swift.
extension DiagnosticCode {
    /// An item `length` below the shortest card that holds a readable label.
    public static let itemLengthTooShort = DiagnosticCode(
        "E0337", "item length below the minimum",
        """
        Under `per-view = "auto"` an item's `length` is its card's length along the axis. Below \
        24 points a card holds no readable label (the same minimum as `per-view`'s, E0323). \
        Write a `length` of at least 24.
        """,
        wrong: spec(
            "per-view = \"auto\"\n",
            items: "[[carousel.items]]\ntitle = \"A\"\nlength = 10\n[[carousel.items]]\ntitle = \"B\"\nlength = 200\n"),
        right: spec(
            "per-view = \"auto\"\n",
            items: "[[carousel.items]]\ntitle = \"A\"\nlength = 60\n[[carousel.items]]\ntitle = \"B\"\nlength = 200\n"))
}

/// The message of E0337 and its fix-it.
extension SpecMessages {
    /// E0337: an item `length` below `minimum` points.
    static func itemLengthTooShort(_ length: Double, minimum: Double, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.itemLengthTooShort,
            message: "`length = \(points(length))` is below the shortest card, \(points(minimum)) points",
            span: span, path: path, help: "write a `length` of at least \(points(minimum))",
            fixIts: [.replace(span, with: points(minimum), message: "use the minimum", safety: .unsafe)])
    }
}
