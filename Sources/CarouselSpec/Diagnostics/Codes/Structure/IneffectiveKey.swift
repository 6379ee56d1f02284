import CarouselEngine
import SourceDiagnostics

// W0402 (warning).
// Emitted by: the rules below (`rules:`).
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
        right: spec("[carousel.snap]\nanimation = \"ease-out\"\nduration = \"300ms\"\n"),
        rules: [SnapAnimationKeysRule(), TextKeysRule()])
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
            diagnostic.fixIts.append(.replace(decidedBy, with: "animation = \"\(other)\"", safety: .unsafe))
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

/// W0402: a snap key that only applies to the other animation (`duration` with spring,
/// `stiffness` / `damping` with ease-out), naming the `animation` key that decides it.
struct SnapAnimationKeysRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.SnapKeys
        for carousel in spec.carousels where carousel.kind != .marquee {
            guard let snap = carousel.table[SpecSchema.CarouselKeys.snap], snap.isWritten,
                !snap.isInvalid(Keys.animation)
            else { continue }
            let animation = snap[Keys.animation]
            if carousel.kind == .stack, animation == "ease-out", let span = snap.entrySpan(Keys.duration) {
                diagnostics.append(SpecMessages.stackTimesItsCommits(span: span, path: snap.path(of: Keys.duration)))
            }
            let ignored = animation == "spring" ? [Keys.duration] : [Keys.stiffness, Keys.damping]
            for key in ignored {
                guard let span = snap.entrySpan(key) else { continue }
                diagnostics.append(
                    SpecMessages.ineffectiveKey(
                        key.key, animation: animation,
                        decidedBy: snap.isWritten(Keys.animation) ? snap.entrySpan(Keys.animation) : nil,
                        kind: carousel.kind, span: span, path: snap.path(of: key)))
            }
        }
    }
}

/// W0402: label keys that change nothing: subtitle keys where no subtitle is drawn, title keys on
/// an item without a title, and `font-weight` when `window.font` draws both weights.
struct TextKeysRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        let customFont = spec.window.isWritten(SpecSchema.WindowKeys.font)
        for carousel in spec.carousels {
            let items = carousel.table.tables(SpecSchema.CarouselKeys.items.key)
            if let text = carousel.table[SpecSchema.CarouselKeys.text], text.isWritten {
                let subtitle = SpecSchema.ItemSlots.subtitle
                if !items.containsInPlace(where: { $0.hasValue(slot: subtitle) }) {
                    let why = items.isEmpty ? "generated items have no subtitle" : "no item has a subtitle"
                    subtitleKeys(text, why: why, into: &diagnostics)
                }
                if customFont { fontWeight(text, into: &diagnostics) }
            }
            // The items with something to report: no subtitle, no title, or any with a custom font.
            // (Slots in locals: reading a global in the predicate is a call, and a call makes the
            // compiler copy the table it reads.)
            let subtitleSlot = SpecSchema.ItemSlots.subtitle, titleSlot = SpecSchema.ItemSlots.title
            let looked = items.positionsInPlace { item in
                customFont || !item.hasValue(slot: subtitleSlot) || item.slots.hasNoText(at: titleSlot)
            }
            for position in looked {
                let item = items[position]
                if item[slot: SpecSchema.ItemSlots.subtitle] == nil {
                    subtitleKeys(item, why: "the item has no subtitle", into: &diagnostics)
                }
                if (item.string(slot: SpecSchema.ItemSlots.title) ?? "").isEmpty {
                    // Alignment and position still place a subtitle.
                    let labelless =
                        item[slot: SpecSchema.ItemSlots.subtitle] == nil ? ["text-align", "text-position"] : []
                    for key in ["title-size", "title-lines", "font-weight"] + labelless where !item.isInvalid(key) {
                        guard let span = item.entrySpan(key) else { continue }
                        diagnostics.append(
                            SpecMessages.textKeyHasNoEffect(
                                key, why: "the item shows no title",
                                help: "remove `\(key)`, or give the item a `title`",
                                span: span, path: item.path(of: key)))
                    }
                }
                if customFont { fontWeight(item, into: &diagnostics) }
            }
        }
    }

    private func subtitleKeys(_ table: SpecTable, why: String, into diagnostics: inout [Diagnostic]) {
        for key in ["subtitle-size", "subtitle-lines"] where !table.isInvalid(key) {
            guard let span = table.entrySpan(key) else { continue }
            diagnostics.append(
                SpecMessages.textKeyHasNoEffect(
                    key, why: why, help: "remove `\(key)`, or give an item a `subtitle`", span: span,
                    path: table.path(of: key)))
        }
    }

    private func fontWeight(_ table: SpecTable, into diagnostics: inout [Diagnostic]) {
        guard !table.isInvalid("font-weight"), let span = table.entrySpan("font-weight") else { return }
        diagnostics.append(
            SpecMessages.textKeyHasNoEffect(
                "font-weight", why: "`window.font` draws both weights from its one file",
                help: "remove `font-weight`, or remove `window.font` to use the bundled regular and bold fonts",
                span: span, path: table.path(of: "font-weight")))
    }
}
