import CarouselEngine
import SourceDiagnostics

/// The messages of free scrolling and the interaction switches (E0326, E0327, W0452-W0454).
extension SpecMessages {
    /// E0326: `release-at-ends` on a carousel that loops, which has no ends.
    static func releaseAtEndsOnLoop(
        kind: CarouselKind, entry: SourceSpan, path: String, infiniteEntry: SourceSpan?
    ) -> Diagnostic {
        let why =
            kind == .stack || kind == .marquee
            ? "a \(kind.rawValue) always loops" : "the carousel loops (`infinite = true`)"
        var labels: [DiagnosticLabel] = []
        if kind == .paging || kind == .focus, let infiniteEntry {
            labels.append(DiagnosticLabel(span: infiniteEntry, message: "`infinite` is set here"))
        }
        return Diagnostic(
            DiagnosticCode.releaseAtEndsOnLoop,
            message: "`release-at-ends` has no end to release at: \(why)",
            span: entry, path: path, labels: labels,
            help: "remove `release-at-ends`, or make the carousel finite",
            fixIts: [SpecFixIts.remove("release-at-ends", entry: entry)])
    }

    /// E0327: a free `mode` on a carousel that cannot be dragged, so nothing ever coasts.
    static func freeModeWithoutDrag(
        mode: SnapMode, span: SourceSpan, path: String, modeEntry: SourceSpan, dragEntry: SourceSpan
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.freeModeWithoutDrag,
            message: "`mode = \"\(mode.rawValue)\"` shapes what a drag does after release, "
                + "but `drag = false` turns drags off",
            span: span, path: path,
            labels: [DiagnosticLabel(span: dragEntry, message: "drags are turned off here")],
            help: "keep the one you mean: remove `mode` (keys, wheel and auto-scroll page either way), "
                + "or remove `drag = false`",
            fixIts: [SpecFixIts.remove("mode", entry: modeEntry), SpecFixIts.remove("drag", entry: dragEntry)])
    }

    /// W0452: `scroll-by` with a free `mode`: a flick coasts instead of moving `scroll-by` items.
    static func scrollByWithFreeMode(
        mode: SnapMode, step: Int, entry: SourceSpan, path: String, modeEntry: SourceSpan?
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.scrollByWithFreeMode,
            message: "`scroll-by` does not shape a flick with `mode = \"\(mode.rawValue)\"`: the release coasts",
            span: entry, path: path,
            labels: modeEntry.map { [DiagnosticLabel(span: $0, message: "the mode is set here")] } ?? [],
            help: "remove `scroll-by` if it was meant for flicks; keys, the wheel and auto-scroll "
                + "still move \(step) item\(step == 1 ? "" : "s") with it",
            fixIts: [SpecFixIts.remove("scroll-by", entry: entry)])
    }

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
            labels: modeEntry.map { [DiagnosticLabel(span: $0, message: "the mode is set here")] } ?? [],
            help: "remove `\(key)`, or set `mode = \"page\"`",
            fixIts: [SpecFixIts.remove(key, entry: entry)])
    }

    /// W0454: `deceleration` in page mode, where nothing coasts.
    static func decelerationInPageMode(entry: SourceSpan, path: String, modeEntry: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.decelerationInPageMode,
            message: "`deceleration` has no effect in page mode: a release settles on a page",
            span: entry, path: path,
            labels: modeEntry.map { [DiagnosticLabel(span: $0, message: "the mode is set here")] } ?? [],
            help: "set `mode = \"free\"` or `\"free-snap\"` for a release that coasts, or remove `deceleration`",
            fixIts: [SpecFixIts.remove("deceleration", entry: entry)])
    }
}
