import CarouselEngine
import SourceDiagnostics

// E0329 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/AutoLength/AutoPerViewWithPageSize.swift.
extension DiagnosticCode {
    /// An item `length` on a paging carousel whose `per-view` is not `"auto"`.
    public static let itemLengthWithoutAuto = DiagnosticCode(
        "E0329", "item length without per-view auto",
        """
        An item's `length` sets its length along the axis only under `per-view = "auto"` (a \
        marquee: `[carousel.marquee] item-extent = "auto"`); otherwise every item is the same \
        length, so the key would be ignored. Write `"auto"`, or remove the item's `length`.
        """,
        wrong: spec(
            "per-view = 2\n",
            items: "[[carousel.items]]\ntitle = \"One\"\nlength = 300\n[[carousel.items]]\ntitle = \"Two\"\n"),
        right: spec("per-view = \"auto\"\n", items: sizedItems))
}

/// The message of E0329 and its fix-its.
extension SpecMessages {
    /// E0329: an item `length` on a paging carousel that is not `per-view = "auto"` or a marquee
    /// that is not `item-extent = "auto"` (`settingEntry`: the key written instead, if any).
    static func itemLengthWithoutAuto(entry: SourceSpan, path: String, kind: CarouselKind, settingEntry: SourceSpan?)
        -> Diagnostic
    {
        let key = kind == .marquee ? "item-extent" : "per-view"
        var fixIts = [SpecFixIts.remove("length", entry: entry)]
        if let settingEntry {
            fixIts.append(
                .replace(settingEntry, with: "\(key) = \"auto\"", message: "size items by content", safety: .unsafe))
        }
        return Diagnostic(
            DiagnosticCode.itemLengthWithoutAuto,
            message: "`length` sizes an item only under `\(key) = \"auto\"`; here every item has one length",
            span: entry, path: path, labels: label("the items' length is set here", at: settingEntry),
            help: "write `\(key) = \"auto\"`, or remove `length`", fixIts: fixIts)
    }
}
