import Testing
@testable import CarouselEngine

@Suite struct VelocityTrackerTests {
    @Test func constantSpeedDrag() {
        var tracker = VelocityTracker()
        for k in 0...30 { tracker.add(time: Double(k) / 100, position: 500 - 10 * Double(k)) }
        #expect(abs(tracker.velocity(at: 0.3) + 1000) < 1e-6)
    }

    @Test func heldStillBeforeReleaseIsZero() {
        var tracker = VelocityTracker()
        for k in 0...10 { tracker.add(time: Double(k) / 100, position: 500 - 30 * Double(k)) }
        // No move events for 150 ms, then the release at the same place.
        tracker.add(time: 0.25, position: 200)
        #expect(tracker.velocity(at: 0.25) == 0)
    }

    @Test func heldStillWithRepeatedMovesIsZero() {
        var tracker = VelocityTracker()
        tracker.add(time: 0, position: 0)
        tracker.add(time: 0.05, position: 300)
        for k in 1...12 { tracker.add(time: 0.05 + Double(k) / 100, position: 300) }
        #expect(tracker.velocity(at: 0.17) == 0)
    }

    @Test func onlyTheLast100MillisecondsCount() {
        var tracker = VelocityTracker()
        tracker.add(time: 0, position: 0)
        tracker.add(time: 0.5, position: 1000)  // fast long ago...
        tracker.add(time: 0.6, position: 1010)  // ...slow at the end: 100 points/s
        #expect(abs(tracker.velocity(at: 0.6) - 100) < 1e-9)
    }

    @Test func interpolatesTheWindowStart() {
        var tracker = VelocityTracker()
        tracker.add(time: 0, position: 0)
        tracker.add(time: 0.2, position: 200)  // 1000 points/s throughout
        #expect(abs(tracker.velocity(at: 0.2) - 1000) < 1e-9)
    }

    @Test func shortDragUsesItsWholeLength() {
        var tracker = VelocityTracker()
        tracker.add(time: 1, position: 0)
        tracker.add(time: 1.05, position: -100)
        #expect(abs(tracker.velocity(at: 1.05) + 2000) < 1e-9)
        tracker.reset()
        #expect(tracker.velocity(at: 2) == 0)
    }

    /// A synthetic drag whose events all carry one time (xdotool without delays, a script with
    /// one `t`) has no measurable speed: zero, so the release pages by distance alone.
    @Test func aDragWithoutDurationHasNoVelocity() {
        var tracker = VelocityTracker()
        for position in stride(from: 0.0, through: -500, by: -100) { tracker.add(time: 0.5, position: position) }
        #expect(tracker.velocity(at: 0.5) == 0)
        tracker.add(time: 0.51, position: -600)
        #expect(abs(tracker.velocity(at: 0.51) + 60_000) < 1e-6)
    }
}
