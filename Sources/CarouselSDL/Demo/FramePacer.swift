/// Paces the demo loop to a fixed schedule of frame deadlines, `period` seconds apart.
///
/// The schedule is computed from the first deadline, never from when a frame happened to end,
/// so sleeping too little or too long on one frame does not shift the following ones (no drift).
/// A late frame starts the next one at once and moves on to the first deadline still ahead:
/// missed frames are skipped, not made up in a burst.
struct FramePacer {
    /// Seconds between deadlines.
    let period: Double
    /// When the next frame should start, in the clock's seconds.
    private(set) var deadline: Double

    /// A schedule whose first deadline is one period after `start`.
    init(period: Double, start: Double) {
        self.period = period
        deadline = start + period
    }

    /// The display paced this frame (present waited for vsync): start the next one at once and
    /// count the schedule from `now`, so sleeping never stacks on top of the display's wait.
    mutating func follow(now: Double) {
        deadline = now + period
    }

    /// How long to wait, at `now`, before starting the next frame; advances the schedule.
    mutating func wait(now: Double) -> Double {
        if now < deadline {
            defer { deadline += period }
            return deadline - now
        }
        let missed = ((now - deadline) / period).rounded(.down) + 1
        deadline += missed * period
        return 0
    }
}
