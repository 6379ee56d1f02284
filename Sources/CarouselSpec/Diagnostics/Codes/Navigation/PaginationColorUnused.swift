import CarouselEngine
import SourceDiagnostics

// W0491 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/Navigation/PaginationContradictsIndicators.swift.
extension DiagnosticCode {
    /// `pagination-color` or `pagination-active-color` with `pagination = "none"` (or a colour it does not use).
    public static let paginationColorUnused = DiagnosticCode(
        "W0491", "pagination colour with no pagination",
        """
        `pagination-color` and `pagination-active-color` colour the dots, the fraction text and \
        the progress bar. With `pagination = "none"` (or `indicators = false`) nothing is drawn, \
        and a fraction has no active part, so `pagination-active-color` changes nothing there. \
        Remove the colour or choose a pagination that uses it.
        """,
        wrong: spec("pagination = \"none\"\npagination-color = \"#FFFFFF\"\n"),
        right: spec("pagination = \"dots\"\npagination-color = \"#FFFFFF\"\n"))
}

/// The message of W0491 and its fix-its.
extension SpecMessages {
    /// W0491: a pagination colour nothing is drawn with.
    static func paginationColorUnused(key: String, pagination: String, span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.paginationColorUnused,
            message: "`\(key)` changes nothing with pagination = \"\(pagination)\"", span: span, path: path,
            help: "remove it, or set `pagination` to one that draws it",
            fixIts: [.remove(span, message: "remove `\(key)`", safety: .unsafe)])
    }
}
