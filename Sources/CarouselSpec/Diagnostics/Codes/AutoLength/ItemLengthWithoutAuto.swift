import SourceDiagnostics

// E0329 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/AutoLength/AutoPerViewWithPageSize.swift.
extension DiagnosticCode {
    /// An item `length` on a paging carousel whose `per-view` is not `"auto"`.
    public static let itemLengthWithoutAuto = DiagnosticCode(
        "E0329", "item length without per-view auto",
        """
        An item's `length` sets its length along the axis only under `per-view = "auto"`; with a \
        number of items per view every item is the same length, so the key would be ignored. \
        Write `per-view = "auto"` on the carousel, or remove the item's `length`.
        """,
        wrong: spec("per-view = 2\n", items: sizedItems),
        right: spec("per-view = \"auto\"\n", items: sizedItems))
}

/// The message of E0329 and its fix-its.
extension SpecMessages {
    /// E0329: an item `length` on a carousel that is not `per-view = "auto"`.
    static func itemLengthWithoutAuto(entry: SourceSpan, path: String, perViewEntry: SourceSpan?) -> Diagnostic {
        var fixIts = [SpecFixIts.remove("length", entry: entry)]
        if let perViewEntry {
            fixIts.append(
                .replace(perViewEntry, with: "per-view = \"auto\"", message: "size items by content", safety: .unsafe))
        }
        return Diagnostic(
            DiagnosticCode.itemLengthWithoutAuto,
            message: "`length` sizes an item only under `per-view = \"auto\"`; here every item has one length",
            span: entry, path: path, labels: label("items per view set here", at: perViewEntry),
            help: "write `per-view = \"auto\"` on the carousel, or remove `length`", fixIts: fixIts)
    }
}
