/// Pointer input on one carousel: press, drag 1:1, release with velocity, tap, dot click.
///
/// Points arrive in window coordinates (`screen`) and are read in the carousel's logical
/// coordinates (mirrored right to left, see ``logical(_:)``).
extension CarouselController {
    mutating func pointerDown(_ screen: Point, at time: Double, events: inout [TimedEvent]) {
        let point = logical(screen)
        // The pause button is not an interaction with the carousel: its click is Space.
        if let button = pauseButtonRect, button.contains(point) {
            press = Press(
                start: point, startTime: time, dragging: false, anchorPosition: position, anchorPointer: main(point),
                startTarget: target, dotItem: nil, ignored: true, onButton: true)
            return
        }
        if let side = arrowSide(at: point) {
            press = Press(
                start: point, startTime: time, dragging: false, anchorPosition: position, anchorPointer: main(point),
                startTarget: target, dotItem: nil, ignored: true, arrow: side)
            return
        }
        auto.pointerPressed()
        tracker.reset()
        tracker.add(time: time, position: main(point))
        var press = Press(
            start: point, startTime: time, dragging: false, anchorPosition: position, anchorPointer: main(point),
            startTarget: target, dotItem: nil, ignored: false)
        if let rect = slot.indicatorRect, config.pagination == .dots, config.indicators, !slot.frame.contains(screen) {
            press.dotItem = dotItem(at: logicalDotPoint(screen), in: rect)
            press.ignored = press.dotItem == nil
            self.press = press
            return
        }
        if !behavior.settleIsInterruptible && settle != nil { press.ignored = true }
        self.press = press
        // A moving carousel is caught by the pointer (marquee always starts its drag on press).
        let catches = behavior.dragsOnPress || settle != nil || coast != nil
        if !press.ignored && n > 0 && config.interaction.drag && catches {
            beginDrag(at: point, time: time, events: &events)
        }
    }

    mutating func pointerMove(_ screen: Point, at time: Double, events: inout [TimedEvent]) {
        let point = logical(screen)
        guard var current = press, !current.ignored, current.dotItem == nil, n > 0 else { return }
        tracker.add(time: time, position: main(point))
        if !current.dragging {
            let dx = point.x - current.start.x, dy = point.y - current.start.y
            guard (dx * dx + dy * dy).squareRoot() >= Self.dragSlop else { return }
            // drag = false: a press that moves is neither a drag nor a tap.
            guard config.interaction.drag else {
                current.ignored = true
                press = current
                return
            }
            beginDrag(at: current.start, time: time, events: &events)
            guard let started = press else { return }
            current = started
        }
        let travel = main(point) - current.anchorPointer
        position = behavior.dragPosition(anchor: current.anchorPosition, travel: travel)
        normalize()
        previous = position
    }

    /// Starts a drag anchored at `anchor` (the press point).
    mutating func beginDrag(at anchor: Point, time: Double, events: inout [TimedEvent]) {
        guard var current = press else { return }
        current.dragging = true
        current.anchorPosition = position
        current.anchorPointer = main(anchor)
        current.startTarget = target
        press = current
        settle = nil
        coast = nil
        velocity = 0
        previous = position
        setPhase(.dragging, at: time, events: &events)
    }

    mutating func pointerUp(_ screen: Point, at time: Double, events: inout [TimedEvent]) {
        let point = logical(screen)
        guard let current = press else { return }
        press = nil
        if current.onButton {
            if pauseButtonRect?.contains(point) == true, canAutoScroll {
                auto.setEnabled(!auto.isEnabled, byUser: true)
            }
            return
        }
        if let side = current.arrow {
            // A click: press and release on the same arrow pages once (nothing when disabled).
            if arrowSide(at: point) == side { arrowClicked(side, at: time, events: &events) }
            return
        }
        defer { auto.pointerReleased() }
        if current.ignored { return }
        if let item = current.dotItem {
            let rect = slot.indicatorRect ?? slot.frame
            let released = dotItem(at: logicalDotPoint(screen), in: rect)
            if released == item { go(toItem: item, at: time, events: &events) }
            return
        }
        tracker.add(time: time, position: main(point))
        if current.dragging {
            release(current, pointerVelocity: tracker.velocity(at: time), at: time, events: &events)
        } else {
            tap(at: point, time: time, events: &events)
        }
    }

    /// A press released without dragging: page to a tappable card under the pointer.
    mutating func tap(at point: Point, time: Double, events: inout [TimedEvent]) {
        guard n > 1, let page = behavior.tapTarget(at: point, position: thumbs?.view ?? position) else { return }
        if loops || (page >= 0 && page < n) { move(to: page, at: time, events: &events) }
    }
}
