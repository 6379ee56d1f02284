import CarouselEngine
import SourceDiagnostics

// E0327 (error).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// A free `mode` on a carousel with `drag = false`.
    public static let freeModeWithoutDrag = DiagnosticCode(
        "E0327", "free mode on a carousel that cannot be dragged",
        """
        `[carousel.snap] mode = "free"` and `"free-snap"` decide what happens when a drag is \
        released: the carousel coasts with the release velocity. With `drag = false` there is no \
        drag to release, so the mode would change nothing; keys, the wheel and auto-scroll page \
        in every mode. Keep the one you mean (the fix-its remove either).
        """,
        wrong: spec("drag = false\n[carousel.snap]\nmode = \"free\"\n", items: tenItems),
        right: spec("[carousel.snap]\nmode = \"free\"\n", items: tenItems),
        rules: [FreeScrollRule()])
}

/// The message of E0327 and its fix-its.
extension SpecMessages {
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
}

/// Free scrolling and the interaction switches: E0326 `release-at-ends` on a loop, E0327 a free
/// `mode` with `drag = false`, W0452 `scroll-by` with a free `mode`, W0453 the page-mode snap keys
/// with a free `mode`, W0454 `deceleration` in page mode.
struct FreeScrollRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels {
            releaseAtEndsOnLoop(carousel, into: &diagnostics)
            guard carousel.kind == .paging || carousel.kind == .focus,
                let snap = carousel.table[SpecSchema.CarouselKeys.snap], snap.isWritten,
                !snap.isInvalid(SpecSchema.SnapKeys.mode)
            else { continue }
            let mode = SnapMode(rawValue: snap[SpecSchema.SnapKeys.mode]) ?? .page
            if mode.coasts {
                coasting(carousel, snap: snap, mode: mode, into: &diagnostics)
            } else if let entry = snap.entrySpan(SpecSchema.SnapKeys.deceleration) {
                diagnostics.append(
                    SpecMessages.decelerationInPageMode(
                        entry: entry, path: snap.path(of: SpecSchema.SnapKeys.deceleration),
                        modeEntry: snap.entrySpan(SpecSchema.SnapKeys.mode)))
            }
        }
    }

    private func releaseAtEndsOnLoop(_ carousel: CarouselContext, into diagnostics: inout [Diagnostic]) {
        typealias Keys = SpecSchema.CarouselKeys
        let configuration = carousel.configuration
        let loops = carousel.kind == .stack || carousel.kind == .marquee || configuration.infinite
        guard loops, configuration.interaction.wheel.releaseAtEnds, let wheel = carousel.table[Keys.wheel],
            let entry = wheel.entrySpan(SpecSchema.WheelKeys.releaseAtEnds)
        else { return }
        diagnostics.append(
            SpecMessages.releaseAtEndsOnLoop(
                kind: carousel.kind, entry: entry, path: wheel.path(of: SpecSchema.WheelKeys.releaseAtEnds),
                infiniteEntry: carousel.table.entrySpan(Keys.infinite)))
    }

    private func coasting(
        _ carousel: CarouselContext, snap: SpecTable, mode: SnapMode, into diagnostics: inout [Diagnostic]
    ) {
        typealias Keys = SpecSchema.CarouselKeys
        typealias Snap = SpecSchema.SnapKeys
        let table = carousel.table
        let modeEntry = snap.entrySpan(Snap.mode)
        if !carousel.configuration.interaction.drag, let dragEntry = table.entrySpan(Keys.drag),
            let span = snap.valueSpan(Snap.mode), let modeEntry
        {
            diagnostics.append(
                SpecMessages.freeModeWithoutDrag(
                    mode: mode, span: span, path: snap.path(of: Snap.mode), modeEntry: modeEntry,
                    dragEntry: dragEntry))
        }
        if carousel.kind == .paging, let entry = table.entrySpan(Keys.scrollBy) {
            diagnostics.append(
                SpecMessages.scrollByWithFreeMode(
                    mode: mode, step: carousel.configuration.paging.step, entry: entry,
                    path: table.path(of: Keys.scrollBy), modeEntry: modeEntry))
        }
        for key in [Snap.velocityThreshold, Snap.distanceThreshold] {
            guard let entry = snap.entrySpan(key) else { continue }
            diagnostics.append(
                SpecMessages.pageSnapKeyWithFreeMode(
                    key.key, mode: mode, entry: entry, path: snap.path(of: key), modeEntry: modeEntry))
        }
        if let entry = snap.entrySpan(Snap.maxFlickPages) {
            diagnostics.append(
                SpecMessages.pageSnapKeyWithFreeMode(
                    Snap.maxFlickPages.key, mode: mode, entry: entry, path: snap.path(of: Snap.maxFlickPages),
                    modeEntry: modeEntry))
        }
    }
}
