import SourceDiagnostics

/// Messages about motion settings (reduced motion, autoplay).
extension SpecMessages {
    /// W0430: a `[carousel.auto]` table that `reduced-motion = "on"` keeps from running.
    static func autoScrollUnderReducedMotion(marquee: Bool, span: SourceSpan, path: String, setting: SourceSpan?)
        -> Diagnostic
    {
        let what = marquee ? "the marquee does not drift" : "this carousel never auto-scrolls"
        return Diagnostic(
            DiagnosticCode.autoScrollUnderReducedMotion,
            message: "`[carousel.auto]` has no effect: `reduced-motion = \"on\"`, so \(what)",
            span: span, path: path,
            labels: setting.map { [DiagnosticLabel(span: $0, message: "reduced motion is switched on here")] } ?? [],
            help: "remove `[carousel.auto]`, or write `reduced-motion = \"auto\"` to follow the desktop")
    }
}

extension SpecMessages {
    /// W0431: `stop-at-end` on a looping carousel, which never reaches an end.
    static func stopAtEndOnLoop(span: SourceSpan, path: String, infinite: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.stopAtEndOnLoop,
            message: "`stop-at-end` has no effect: the carousel loops (`infinite = true`), so it has no end",
            span: span, path: path,
            labels: infinite.map { [DiagnosticLabel(span: $0, message: "the carousel loops here")] } ?? [],
            help: "remove `stop-at-end`, or write `infinite = false` to stop at the last item")
    }
}

extension SpecMessages {
    /// W0432: an image item with neither `alt` nor `title`.
    static func imageWithoutAlt(span: SourceSpan, path: String, inline: Bool) -> Diagnostic {
        let insertion = inline ? ", alt = \"\"" : "\nalt = \"\""
        return Diagnostic(
            DiagnosticCode.imageWithoutAlt,
            message: "image item without `alt` or `title`: its announcement cannot say what it shows",
            span: span, path: path,
            help: "add `alt = \"...\"` describing the picture, or `alt = \"\"` if it is decorative",
            fixIts: [
                FixIt(
                    message: "add `alt = \"\"` (decorative)",
                    edits: [TextEdit(span: .point(span.end), replacement: insertion)])
            ])
    }
}

extension SpecMessages {
    /// W0433: an item `interval` in a marquee.
    static func itemIntervalOnMarquee(span: SourceSpan, path: String, kind: SourceSpan?) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.itemIntervalOnMarquee,
            message: "`interval` has no effect on a marquee item: a marquee drifts at its `speed` and has no pages",
            span: span, path: path,
            labels: kind.map { [DiagnosticLabel(span: $0, message: "the carousel is a marquee here")] } ?? [],
            help: "remove `interval`", fixIts: [SpecFixIts.remove("interval", entry: span)])
    }
}
