/// Bounding the work of one call after a long gap (a laptop that slept, an event a day later).
extension Engine {
    /// Most fixed steps one ``send(_:at:)`` or ``advance(to:)`` takes while something moves:
    /// ten minutes at 60 Hz. Past that, the older part of the gap is skipped with the state
    /// frozen (a settle sampled after the skip has finished; auto-scroll and drift resume from
    /// where they were), as a paused app would.
    public static let maximumCatchUpSteps = 36_000

    /// Gaps of more steps than this are fast-forwarded when every carousel is at rest (one
    /// second at 60 Hz; shorter gaps are stepped as they always were).
    static let fastForwardSteps = 60

    /// Moves the clock over a long gap before ``stepUntil(_:inclusive:)`` steps the rest: at
    /// once when nothing would change (every carousel at rest), or up to the last
    /// ``maximumCatchUpSteps`` (``catchUpLimit``) otherwise. A short gap is left alone.
    mutating func catchUp(to time: Double) {
        let lastDue = CheckedInt.of(time * clock.rate, .down) - 1
        let gap = lastDue - clock.stepIndex
        guard gap > Self.fastForwardSteps else { return }
        if carousels.allSatisfy(\.isAtRest) {
            clock.skip(to: lastDue)
        } else if gap > catchUpLimit {
            clock.skip(to: lastDue - catchUpLimit)
        }
    }
}

extension CarouselController {
    /// True when a fixed step would change nothing: no press, settle, momentum or pending
    /// report, and an auto-scroll that is off or paused by hover or a hidden window (its countdown
    /// does not run).
    var isAtRest: Bool {
        guard press == nil, settle == nil, velocity == 0, phase == .idle, previous == position else { return false }
        guard
            auto.state == .disabled || auto.state == .pausedByHover || auto.state == .pausedByHidden
                || auto.state == .pausedByFocus
        else {
            return false
        }
        return reportedSelection == selection
    }
}
