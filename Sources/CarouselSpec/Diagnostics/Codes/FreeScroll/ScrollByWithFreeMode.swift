import CarouselEngine
import SourceDiagnostics

// W0452 (warning).
// Emitted by: Sources/CarouselSpec/Diagnostics/Codes/FreeScroll/FreeModeWithoutDrag.swift.
extension DiagnosticCode {
    /// `scroll-by` with a free `mode` (a flick coasts).
    public static let scrollByWithFreeMode = DiagnosticCode(
        "W0452", "scroll-by with free scrolling",
        """
        In page mode `scroll-by` is how many items a flick moves. With `mode = "free"` or \
        `"free-snap"` a flick coasts as far as its velocity carries it, so `scroll-by` no longer \
        shapes it; keys, the wheel and auto-scroll ticks still move `scroll-by` items. The \
        warning makes sure the key is not there for the flick; remove it if it was.
        """,
        wrong: spec("per-view = 3\nscroll-by = 3\n[carousel.snap]\nmode = \"free\"\n", items: tenItems),
        right: spec("per-view = 3\n[carousel.snap]\nmode = \"free\"\n", items: tenItems))
}

/// The message of W0452 and its fix-its.
extension SpecMessages {
    /// W0452: `scroll-by` with a free `mode`: a flick coasts instead of moving `scroll-by` items.
    static func scrollByWithFreeMode(
        mode: SnapMode, step: Int, entry: SourceSpan, path: String, modeEntry: SourceSpan?
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.scrollByWithFreeMode,
            message: "`scroll-by` does not shape a flick with `mode = \"\(mode.rawValue)\"`: the release coasts",
            span: entry, path: path,
            labels: label("the mode is set here", at: modeEntry),
            help: "remove `scroll-by` if it was meant for flicks; keys, the wheel and auto-scroll "
                + "still move \(step) item\(step == 1 ? "" : "s") with it",
            fixIts: [SpecFixIts.remove("scroll-by", entry: entry)])
    }
}
