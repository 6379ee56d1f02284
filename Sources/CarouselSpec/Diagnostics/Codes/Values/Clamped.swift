import CarouselEngine
import SourceDiagnostics

// W0401 (warning).
// Emitted by:
//   the rule below (`rules:`),
//   Sources/CarouselSpec/Reading/SpecReader+Values.swift.
extension DiagnosticCode {
    /// A value that was accepted but clamped into range.
    public static let clamped = DiagnosticCode(
        "W0401", "value clamped",
        """
        The value is accepted but a different one is used: an auto-scroll `interval` below \
        0.8 s is raised to 0.8 s (faster paging is unreadable), and a `corner-radius` above \
        half the card's shorter side is lowered to it. Write the used value to silence the \
        warning; `carousel check --strict` turns warnings into a failing exit code.
        """,
        wrong: spec("[carousel.auto]\ninterval = \"500ms\"\n"),
        right: spec("[carousel.auto]\ninterval = \"800ms\"\n"),
        rules: [CornerRadiusRule()])
}

/// The message of W0401 and its fix-its.
extension SpecMessages {
    static func clamped(
        _ key: String, value: String, to limit: String, reason: String, help: String, span: SourceSpan, path: String,
        fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.clamped,
            message: "`\(key)` is \(value); \(reason), so \(limit) is used",
            span: span, path: path, help: help, fixIts: fixIts)
    }

    static func cornerRadiusClamped(radius: Double, limit: Double, card: Size, span: SourceSpan, path: String)
        -> Diagnostic
    {
        clamped(
            "corner-radius", value: points(radius), to: points(limit),
            reason: "half the card's shorter side (\(size(card.width, card.height)) points) is \(points(limit))",
            help: "write \(points(limit)) or less to silence this warning", span: span, path: path,
            fixIts: [.replace(span, with: Bounds.format((limit * 100).rounded(.down) / 100), safety: .unsafe)])
    }
}

/// W0401: a corner radius above half the card's shorter side is clamped.
struct CornerRadiusRule: LayoutRule {
    func checkLayout(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels {
            let derived = carousel.derived
            guard let span = carousel.table.valueSpan(SpecSchema.CarouselKeys.cornerRadius),
                carousel.table.isWritten(SpecSchema.CarouselKeys.cornerRadius),
                derived.content.width > 0, derived.content.height > 0,
                carousel.requestedCornerRadius > derived.maxCornerRadius
            else { continue }
            diagnostics.append(
                SpecMessages.cornerRadiusClamped(
                    radius: carousel.requestedCornerRadius, limit: derived.maxCornerRadius, card: derived.cardSize,
                    span: span, path: carousel.table.path(of: SpecSchema.CarouselKeys.cornerRadius)))
        }
    }
}
