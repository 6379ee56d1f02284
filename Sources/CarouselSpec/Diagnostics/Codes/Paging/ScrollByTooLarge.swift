import CarouselEngine
import SourceDiagnostics

// E0325 (error).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Paging/PagingKeyHasNoEffect.swift.
extension DiagnosticCode {
    /// `scroll-by` that goes round a whole loop or past every item at once.
    public static let scrollByTooLarge = DiagnosticCode(
        "E0325", "scroll-by larger than the carousel",
        """
        `scroll-by` is how many items one flick, key press, wheel step or auto-scroll tick moves. \
        On a loop of n items a move of n comes back to the same item, and on a finite carousel a \
        move of n or more passes every item, so the largest useful value is n − 1. Use \
        `scroll-by = "page"` to move by the whole items in view.
        """,
        wrong: spec("per-view = 3\nscroll-by = 12\n", items: tenItems),
        right: spec("per-view = 3\nscroll-by = \"page\"\n", items: tenItems))
}

/// The message of E0325 and its fix-its.
extension SpecMessages {
    /// E0325: `scroll-by` that goes round the whole loop (or past every item) in one move;
    /// `written` is the value as written (`12` or `"page"`, which moves `scrollBy` items).
    static func scrollByTooLarge(
        scrollBy: Int, written: String, count: Int, loops: Bool, pageFits: Bool, span: SourceSpan, path: String,
        countSpan: SourceSpan?
    ) -> Diagnostic {
        let largest = max(count - 1, 1)
        let what =
            loops
            ? "a move of \(scrollBy) goes round the loop of \(count) item\(count == 1 ? "" : "s") and back"
            : "a move of \(scrollBy) passes every one of the \(count) item\(count == 1 ? "" : "s")"
        var fixIts: [FixIt] = [
            .replace(span, with: String(largest), message: "move \(largest) at a time", safety: .unsafe)
        ]
        if pageFits {
            fixIts.append(.replace(span, with: "\"page\"", message: "move a page at a time", safety: .unsafe))
        }
        return Diagnostic(
            DiagnosticCode.scrollByTooLarge,
            message: "`scroll-by = \(written)` is too large: \(what)",
            span: span, path: path,
            labels: label("the item count comes from here", at: countSpan),
            help: "use at most \(largest)" + (pageFits ? ", or \"page\" to move by the whole items in view" : ""),
            notes: written == "\"page\"" ? ["\"page\" moves ⌊per-view⌋ = \(scrollBy) items"] : [],
            fixIts: fixIts)
    }
}
