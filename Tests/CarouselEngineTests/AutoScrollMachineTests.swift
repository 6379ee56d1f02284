import Testing
@testable import CarouselEngine

@Suite struct AutoScrollMachineTests {
    static let settings = AutoScrollSettings(
        enabled: true, intervalSeconds: 3, resumeAfterSeconds: 2, pauseOnHover: true, direction: .forward)
    static let defaults = AutoScrollSettings(
        enabled: true, intervalSeconds: 3, resumeAfterSeconds: 2.4, pauseOnHover: true, direction: .forward)

    @Test func ticksAfterTheIntervalOnlyWhenIdle() {
        var m = AutoScrollMachine(settings: Self.settings, defaults: Self.defaults)
        do { let r = m.step(dt: 2, idle: true); #expect(!r) }
        do { let r = m.step(dt: 5, idle: false); #expect(!r) }
        do { let r = m.step(dt: 1, idle: true); #expect(r) }
        #expect(m.state == .running(countdown: 3))
    }

    @Test func phaseChangeRestartsTheCountdown() {
        var m = AutoScrollMachine(settings: Self.settings, defaults: Self.defaults)
        _ = m.step(dt: 2.5, idle: true)
        m.phaseChanged()
        #expect(m.state == .running(countdown: 3))
    }

    @Test func dragHoverAndResume() {
        var m = AutoScrollMachine(settings: Self.settings, defaults: Self.defaults)
        m.setHovered(true)
        #expect(m.state == .pausedByHover)
        m.pointerPressed()
        #expect(m.state == .pausedByDrag)
        m.pointerReleased()
        #expect(m.state == .pausedByHover)
        m.setHovered(false)
        #expect(m.state == .waitingToResume(remaining: 2))
        do { let r = m.step(dt: 1.5, idle: true); #expect(!r) }
        do { let r = m.step(dt: 0.5, idle: true); #expect(!r) }
        #expect(m.state == .running(countdown: 3))
    }

    @Test func tapRestartsTheWait() {
        var m = AutoScrollMachine(settings: Self.settings, defaults: Self.defaults)
        _ = m.step(dt: 2.99, idle: true)
        m.interaction()
        do { let r = m.step(dt: 0.02, idle: true); #expect(!r) }
        #expect(m.state == .waitingToResume(remaining: 1.98))
    }

    @Test func disabledUntilToggled() {
        var m = AutoScrollMachine(settings: nil, defaults: Self.defaults)
        #expect(!m.isEnabled)
        do { let r = m.step(dt: 100, idle: true); #expect(!r) }
        m.setEnabled(true)
        #expect(m.state == .running(countdown: 3))
        m.interaction()
        m.setEnabled(false)
        #expect(m.state == .disabled)
    }
}

@Suite struct WheelGestureTests {
    @Test func longInertiaTailPagesOnce() {
        var wheel = WheelGesture()
        var pages: [Int] = []
        var t = 0.0
        for k in 0..<300 {
            let step = wheel.add(0.4 * pow095(k), at: t)
            if step != 0 { pages.append(step) }
            t += 0.016
        }
        #expect(pages == [1])
        // A new gesture after a quiet gap pages again.
        do { let r = wheel.add(-1.5, at: t + WheelGesture.quietGapSeconds + 0.01); #expect(r == -1) }
    }

    @Test func smallDeltasAccumulate() {
        var wheel = WheelGesture()
        do { let r = wheel.add(0.3, at: 0); #expect(r == 0) }
        do { let r = wheel.add(0.3, at: 0.01); #expect(r == 0) }
        do { let r = wheel.add(0.5, at: 0.02); #expect(r == 1) }
    }

    func pow095(_ k: Int) -> Double { var v = 1.0; for _ in 0..<k { v *= 0.95 }; return v }
}
