import CarouselEngine
import SourceDiagnostics

// E0360 (error).
// Emitted by: Sources/CarouselSpec/Rules/NavigationRule.swift.
extension DiagnosticCode {
    /// `pagination` and `indicators` both written and contradicting each other.
    public static let paginationContradictsIndicators = DiagnosticCode(
        "E0360", "pagination contradicts indicators",
        """
        `indicators` is the older switch for the page indicator: `indicators = false` is \
        `pagination = "none"`, and `indicators = true` allows any other `pagination`. A carousel \
        that writes both with opposite meanings (`indicators = false` with dots, a fraction or a \
        progress bar, or `indicators = true` with `pagination = "none"`) would silently drop one, \
        so it is an error. Remove `indicators` and keep `pagination`.
        """,
        wrong: spec("indicators = false\npagination = \"fraction\"\n"),
        right: spec("pagination = \"fraction\"\n"))
}

/// The message of E0360 and its fix-its.
extension SpecMessages {
    /// E0360: `pagination` and `indicators` written with opposite meanings.
    static func paginationContradictsIndicators(
        pagination: String, indicators: Bool, span: SourceSpan, path: String, indicatorsEntry: SourceSpan
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.paginationContradictsIndicators,
            message: "`pagination = \"\(pagination)\"` contradicts `indicators = \(indicators)`", span: span,
            path: path,
            labels: [DiagnosticLabel(span: indicatorsEntry, message: "`indicators = \(indicators)` is set here")],
            help: "remove `indicators`: `pagination` says the same and more",
            notes: [
                "`indicators = false` means `pagination = \"none\"`; `indicators = true` allows dots, fraction "
                    + "or progress"
            ],
            fixIts: [.remove(indicatorsEntry, message: "remove `indicators`")])
    }
}
