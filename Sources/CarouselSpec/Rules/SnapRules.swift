import CarouselEngine
import SourceDiagnostics

/// W0402: a snap key that only applies to the other animation (`duration` with spring,
/// `stiffness` / `damping` with ease-out), naming the `animation` key that decides it.
struct SnapAnimationKeysRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind != .marquee {
            guard let snap = carousel.table.table("snap"), snap.isWritten, !snap.isInvalid("animation"),
                let animation = snap.string("animation")
            else { continue }
            if carousel.kind == .stack, animation == "ease-out", let span = snap.entrySpan("duration") {
                diagnostics.append(SpecMessages.stackTimesItsCommits(span: span, path: snap.path(of: "duration")))
            }
            let ignored = animation == "spring" ? ["duration"] : ["stiffness", "damping"]
            for key in ignored {
                guard let span = snap.entrySpan(key) else { continue }
                diagnostics.append(
                    SpecMessages.ineffectiveKey(
                        key, animation: animation,
                        decidedBy: snap.isWritten("animation") ? snap.entrySpan("animation") : nil,
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
                auto.intervalSeconds < settle, let table = carousel.table.table("auto")
            else { continue }
            let span = table.entrySpan("interval") ?? table.span
            diagnostics.append(
                SpecMessages.intervalShorterThanSettle(
                    interval: auto.intervalSeconds, settle: settle, span: span, path: table.path(of: "interval")))
        }
    }
}

/// E0301: a focus carousel's `shrink` must be less than its item height.
struct FocusShrinkRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind == .focus {
            guard let focus = carousel.table.table("focus"),
                let span = focus.valueSpan("shrink") ?? focus.table("item-size").flatMap({ $0.valueSpan("height") })
            else { continue }
            let settings = carousel.configuration.focus
            guard settings.shrink > settings.itemSize.height - 1 else { continue }
            diagnostics.append(
                SpecMessages.shrinkTooLarge(
                    shrink: settings.shrink, height: settings.itemSize.height, span: span,
                    path: focus.path(of: "shrink")))
        }
    }
}
