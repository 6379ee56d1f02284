import CarouselEngine
import SourceDiagnostics

// W0403 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// An auto-scroll interval shorter than the settle animation.
    public static let intervalShorterThanSettle = DiagnosticCode(
        "W0403", "interval shorter than the settle animation",
        """
        Each auto-scroll tick starts a settle animation. When the interval is shorter than \
        that animation, the next tick comes before the page has come to rest and the \
        carousel never holds still. The settle time is measured by running the engine's settle \
        animation over one page: a spring is done when within 0.001 page and slower than \
        0.01 page per second (at most 8 s); an ease-out takes its `duration`.
        """,
        wrong: spec("[carousel.auto]\ninterval = 1\n[carousel.snap]\nanimation = \"ease-out\"\nduration = 2\n"),
        right: spec("[carousel.auto]\ninterval = 3\n[carousel.snap]\nanimation = \"ease-out\"\nduration = 2\n"),
        rules: [IntervalSettleRule()])
}

/// The message of W0403 and its fix-its.
extension SpecMessages {
    static func intervalShorterThanSettle(interval: Double, settle: Double, span: SourceSpan, path: String)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.intervalShorterThanSettle,
            message:
                "auto-scroll `interval` (\(points(interval)) s) is shorter than the settle animation (\(points(settle)) s)",
            span: span, path: path,
            help: "raise `interval` above \(points(settle)) s or make the snap animation faster",
            notes: ["each tick would start before the previous page has come to rest"])
    }
}

/// W0403: an auto-scroll interval shorter than the settle animation each tick starts.
struct IntervalSettleRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind != .marquee {
            guard let auto = carousel.configuration.auto, auto.enabled, let settle = carousel.derived.settleSeconds,
                auto.intervalSeconds < settle, let table = carousel.table[SpecSchema.CarouselKeys.auto]
            else { continue }
            let span = table.entrySpan(SpecSchema.AutoKeys.interval) ?? table.span
            diagnostics.append(
                SpecMessages.intervalShorterThanSettle(
                    interval: auto.intervalSeconds, settle: settle, span: span,
                    path: table.path(of: SpecSchema.AutoKeys.interval)))
        }
    }
}
