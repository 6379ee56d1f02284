/// Building the per-frame output of one carousel (visible cards only).
extension CarouselController {
    /// The frame at interpolation factor `alpha` between the previous and the current step
    /// (mirrored when the carousel reads right to left, ``drawn(_:)``).
    func frame(alpha: Double, focused: Bool) -> CarouselFrame {
        let value = previous + (position - previous) * alpha
        let progress = progress(at: value)
        var dots: [IndicatorDot] = []
        if config.indicators, config.pagination == .dots, let rect = slot.indicatorRect {
            dots = pageDots(progress: progress, value: value, in: rect)
        }
        var frame = CarouselFrame(
            id: config.id, kind: config.kind, axis: axis, frame: slot.frame, titleRect: slot.titleRect,
            selection: selection, progress: progress, phase: phase,
            cards: cards(at: shownPosition(value, alpha: alpha)), dots: dots,
            focused: focused, autoEnabled: auto.isEnabled, itemCount: n, cornerRadius: config.cornerRadius)
        frame.pauseButton = pauseButtonRect
        frame.progressRing = progressRingRect
        frame.arrows = arrowButtons()
        frame.groundShadow = (behavior as? CastsGroundShadow)?.groundShadow(at: value)
        if config.indicators, let strip = slot.indicatorRect {
            frame.pagination = config.pagination
            frame.paginationStrip = strip
        }
        // The countdown only runs at rest (a marquee's drift has none; its reduced-motion steps do).
        if phase == .idle && press == nil && (config.kind != .marquee || reducedMotion) {
            frame.autoTimeLeft = auto.timeLeft
            frame.autoInterval = auto.timeLeft == nil ? nil : auto.interval
        }
        frame.autoPause = auto.pause
        return drawn(frame)
    }

    /// Visible cards at a position value.
    func cards(at value: Double) -> [CardPlacement] {
        behavior.cards(at: value, target: target, dragging: press?.dragging == true, settling: settle != nil)
    }
}
