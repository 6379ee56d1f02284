import CarouselEngine
import SourceDiagnostics

// W0454 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/FreeScroll/FreeModeWithoutDrag.swift.
extension DiagnosticCode {
    /// `deceleration` in page mode.
    public static let decelerationInPageMode = DiagnosticCode(
        "W0454", "deceleration in page mode",
        """
        `deceleration` (points per second squared) is how fast a free coast slows down. In page \
        mode, the default, a release settles on a page with the snap animation and nothing \
        coasts, so the key is never read. Set `mode = "free"` or `"free-snap"`, or remove it.
        """,
        wrong: spec("[carousel.snap]\ndeceleration = 4000\n", items: tenItems),
        right: spec("[carousel.snap]\nmode = \"free\"\ndeceleration = 4000\n", items: tenItems))
}

/// The message of W0454 and its fix-its.
extension SpecMessages {
    /// W0454: `deceleration` in page mode, where nothing coasts.
    static func decelerationInPageMode(entry: SourceSpan, path: String, modeEntry: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.decelerationInPageMode,
            message: "`deceleration` has no effect in page mode: a release settles on a page",
            span: entry, path: path,
            labels: label("the mode is set here", at: modeEntry),
            help: "set `mode = \"free\"` or `\"free-snap\"` for a release that coasts, or remove `deceleration`",
            fixIts: [SpecFixIts.remove("deceleration", entry: entry)])
    }
}
