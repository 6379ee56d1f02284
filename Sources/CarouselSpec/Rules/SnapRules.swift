import CarouselEngine
import SourceDiagnostics

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

/// E0301: a focus carousel's `shrink` must be less than its item height.
struct FocusShrinkRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind == .focus {
            typealias Keys = SpecSchema.FocusKeys
            guard let focus = carousel.table[SpecSchema.CarouselKeys.focus],
                let span = focus.valueSpan(Keys.shrink)
                    ?? focus[Keys.itemSize].flatMap({ $0.valueSpan(SpecSchema.ItemSizeKeys.height) })
            else { continue }
            let settings = carousel.configuration.focus
            guard settings.shrink > settings.itemSize.height - 1 else { continue }
            diagnostics.append(
                SpecMessages.shrinkTooLarge(
                    shrink: settings.shrink, height: settings.itemSize.height, span: span,
                    path: focus.path(of: Keys.shrink)))
        }
    }
}
