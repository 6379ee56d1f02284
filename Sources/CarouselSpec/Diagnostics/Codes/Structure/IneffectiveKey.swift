import CarouselEngine
import SourceDiagnostics

// W0402 (warning).
// Emitted by: Sources/CarouselSpec/Rules/SnapRules.swift, Sources/CarouselSpec/Rules/TextRules.swift.
extension DiagnosticCode {
    /// A key that has no effect with the other settings.
    public static let ineffectiveKey = DiagnosticCode(
        "W0402", "key has no effect",
        """
        `[carousel.snap]` has keys for each settle animation: `stiffness` and `damping` for \
        `animation = "spring"`, `duration` for `animation = "ease-out"`. A key for the other \
        animation is ignored. The label (or a note, when `animation` is not written) names \
        the `animation` key that decides it. Stacks default to ease-out, other kinds to spring. \
        A stack times its ease-out commits itself (`min(0.42, 0.26 + 0.06 × steps)` seconds), \
        so `duration` has no effect on a stack either. Label keys warn the same way: \
        `subtitle-size` or `subtitle-lines` where no item has a subtitle, `title-size`, \
        `title-lines` or `font-weight` on an item without a title, and `font-weight` with a \
        `window.font` (which draws both weights from one file).
        """,
        wrong: spec("[carousel.snap]\nanimation = \"spring\"\nduration = \"300ms\"\n"),
        right: spec("[carousel.snap]\nanimation = \"ease-out\"\nduration = \"300ms\"\n"))
}

/// The message of W0402 and its fix-its.
extension SpecMessages {
    static func ineffectiveKey(
        _ key: String, animation: String, decidedBy: SourceSpan?, kind: CarouselKind, span: SourceSpan, path: String
    ) -> Diagnostic {
        let other = animation == "spring" ? "ease-out" : "spring"
        var diagnostic = Diagnostic(
            DiagnosticCode.ineffectiveKey,
            message: "`\(key)` has no effect: `animation` is \"\(animation)\"", span: span, path: path,
            help: "remove `\(key)`, or set `animation = \"\(other)\"` to use it",
            fixIts: [SpecFixIts.remove(key, entry: span)])
        if let decidedBy {
            diagnostic.labels.append(DiagnosticLabel(span: decidedBy, message: "`animation` decides which keys apply"))
            diagnostic.fixIts.append(.replace(decidedBy, with: "animation = \"\(other)\""))
        } else {
            diagnostic.notes.append(
                "`animation` is not written, so it is \"\(animation)\" (the default for a \(kind.rawValue) carousel)")
        }
        return diagnostic
    }

    static func stackTimesItsCommits(span: SourceSpan, path: String) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.ineffectiveKey,
            message: "`duration` has no effect on a stack: a commit of n steps takes min(0.42, 0.26 + 0.06 × n) s",
            span: span, path: path, help: "remove `duration`", fixIts: [SpecFixIts.remove("duration", entry: span)])
    }

    /// W0402: a label key that changes nothing (`why` says why, e.g. "no item has a subtitle").
    static func textKeyHasNoEffect(_ key: String, why: String, help: String, span: SourceSpan, path: String)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.ineffectiveKey, message: "`\(key)` has no effect: \(why)", span: span, path: path,
            help: help, fixIts: [SpecFixIts.remove(key, entry: span)])
    }
}
