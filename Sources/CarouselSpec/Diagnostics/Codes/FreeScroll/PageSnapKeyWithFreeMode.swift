import CarouselEngine
import SourceDiagnostics

// W0453 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/FreeScroll/FreeModeWithoutDrag.swift.
extension DiagnosticCode {
    /// `velocity-threshold`, `distance-threshold` or `max-flick-pages` with a free `mode`.
    public static let pageSnapKeyWithFreeMode = DiagnosticCode(
        "W0453", "page-mode snap key with free scrolling",
        """
        `velocity-threshold`, `distance-threshold` and `max-flick-pages` decide which page a \
        release goes to in page mode. With `mode = "free"` or `"free-snap"` a release coasts with \
        its velocity, slowed by `deceleration`, so these keys are never read. Remove them, or \
        go back to page mode.
        """,
        wrong: spec("[carousel.snap]\nmode = \"free-snap\"\nmax-flick-pages = 3\n", items: tenItems),
        right: spec("[carousel.snap]\nmode = \"free-snap\"\n", items: tenItems))
}

/// The message of W0453 and its fix-its.
extension SpecMessages {
    /// W0453: a page-mode snap key (`velocity-threshold`, `distance-threshold`, `max-flick-pages`)
    /// with a free `mode`, where no release is judged by it.
    static func pageSnapKeyWithFreeMode(
        _ key: String, mode: SnapMode, entry: SourceSpan, path: String, modeEntry: SourceSpan?
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.pageSnapKeyWithFreeMode,
            message: "`\(key)` has no effect with `mode = \"\(mode.rawValue)\"`: a release coasts "
                + "with its velocity and `deceleration`",
            span: entry, path: path,
            labels: label("the mode is set here", at: modeEntry),
            help: "remove `\(key)`, or set `mode = \"page\"`",
            fixIts: [SpecFixIts.remove(key, entry: entry)])
    }
}
