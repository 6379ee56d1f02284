import CarouselEngine
import SourceDiagnostics

// E0346 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Layout/SlotLengthOnWrongLayout.swift.
extension DiagnosticCode {
    /// `"auto"` on a carousel whose content has no size of its own.
    public static let autoWithoutContentSize = DiagnosticCode(
        "E0346", "auto slot without a content size",
        """
        `row-height = "auto"` (`column-width = "auto"`) makes the slot as long as the carousel's \
        content needs: its page's height (width), its insets, its title line and its page dots. \
        Only a paging carousel with a `page-size` has such a size; without one the page is cut \
        from the slot, and the slot would depend on itself. Give the carousel a `page-size`, or \
        a length in points, "N%" or "Nfr".
        """,
        wrong: spec("row-height = \"auto\"\n"),
        right: spec("row-height = \"auto\"\npage-size = { width = 320, height = 180 }\n"))
}

/// The message of E0346.
extension SpecMessages {
    /// E0346: `key = "auto"` on a carousel of `kind` without a page size.
    static func autoWithoutContentSize(_ key: String, kind: CarouselKind, span: SourceSpan, path: String)
        -> Diagnostic
    {
        let help =
            kind == .paging
            ? "add a `page-size` (the slot then fits it), or give `\(key)` a length, \"N%\" or \"Nfr\""
            : "give `\(key)` a length, \"N%\" or \"Nfr\": a \(kind.rawValue) carousel's cards take their size from the slot"
        return Diagnostic(
            DiagnosticCode.autoWithoutContentSize,
            message: "`\(key) = \"auto\"` needs a content size, and this carousel has none",
            span: span, path: path, help: help)
    }
}
