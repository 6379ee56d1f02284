import SourceDiagnostics

// W0457 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/AutoLength/AutoPerViewWithPageSize.swift.
extension DiagnosticCode {
    /// A content-sized item longer than the carousel's frame minus its insets.
    public static let itemLongerThanRegion = DiagnosticCode(
        "W0457", "item longer than the frame",
        """
        Under `per-view = "auto"` an item is as long as its `length`, its picture at the cards' \
        cross size, or its label. An item longer than the frame minus the insets is never seen \
        whole. Give it a shorter `length`, or make the frame longer.
        """,
        wrong: spec(
            "per-view = \"auto\"\n",
            items: "[[carousel.items]]\ntitle = \"A\"\nlength = 2000\n[[carousel.items]]\ntitle = \"B\"\nlength = 200\n"
        ),
        right: spec("per-view = \"auto\"\n", items: sizedItems))
}

/// The message of W0457.
extension SpecMessages {
    /// W0457: an item `length` points long in a region of `region` points (`from`: the key it came from).
    static func itemLongerThanRegion(_ length: Double, region: Double, from key: String, span: SourceSpan, path: String)
        -> Diagnostic
    {
        let source: String
        switch key {
        case "length": source = "its `length`"
        case "image": source = "its picture at the cards' height"
        default: source = "its label"
        }
        return Diagnostic(
            DiagnosticCode.itemLongerThanRegion,
            message: "this item is \(points(length)) points long (\(source)), longer than the frame's "
                + "\(points(region)) points",
            span: span, path: path, help: "give the item a shorter `length`, or make the frame longer")
    }
}
