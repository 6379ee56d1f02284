/// Building the per-frame output of one carousel (visible cards only).
extension CarouselController {
    /// The frame at interpolation factor `alpha` between the previous and the current step.
    func frame(alpha: Double, focused: Bool) -> CarouselFrame {
        let value = previous + (position - previous) * alpha
        let progress = progress(at: value)
        var dots: [IndicatorDot] = []
        if config.indicators, let rect = slot.indicatorRect {
            dots = PageIndicator.dots(
                count: n, progress: progress, selection: selection, loops: loops, axis: axis, rect: rect)
        }
        return CarouselFrame(
            id: config.id, kind: config.kind, axis: axis, frame: slot.frame, titleRect: slot.titleRect,
            selection: selection, progress: progress, phase: phase, cards: cards(at: value), dots: dots,
            focused: focused, autoEnabled: auto.isEnabled, itemCount: n, cornerRadius: config.cornerRadius)
    }

    /// Visible cards at a position value.
    func cards(at value: Double) -> [CardPlacement] {
        let dragging = press?.dragging == true
        switch config.kind {
        case .paging:
            return PagingGeometry(configuration: config, frame: slot.frame).cards(
                position: value, count: n, finite: !loops, target: target, frame: slot.frame, axis: axis,
                dragging: dragging)
        case .focus:
            return FocusGeometry(configuration: config, frame: slot.frame).cards(
                position: value, count: n, finite: !loops, target: target, axis: axis, dragging: dragging)
        case .stack:
            return StackPlacement.cards(
                progress: value, count: n, layout: stackLayout, settings: config.stack, frame: stageRect, axis: axis,
                settling: settle != nil || dragging)
        case .marquee:
            return marqueeGeometry.cards(offset: value, count: n, axis: axis)
        }
    }
}
