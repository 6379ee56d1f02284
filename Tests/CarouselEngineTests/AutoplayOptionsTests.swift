import Testing

@testable import CarouselEngine

/// `[carousel.auto]` options with times from the documented rules (docs/engine.md, "Auto-scroll
/// state machine"): a tick comes `interval` after the carousel came to rest, `resume-after` +
/// `interval` after an interaction or a `restart` pause ends, and what was left of the countdown
/// after a `remaining` pause ends.
@Suite struct AutoplayOptionsTests {
    static let step = 1.0 / 60
    static let center = Point(x: 640, y: 400)

    static func settings(
        interval: Double = 3, resumeAfter: Double = 2.4, hover: Bool = true, direction: AutoScrollDirection = .forward,
        onInteraction: AutoScrollInteraction = .resume, resume: AutoScrollResume = .restart, stopAtEnd: Bool = false
    ) -> AutoScrollSettings {
        AutoScrollSettings(
            enabled: true, intervalSeconds: interval, resumeAfterSeconds: resumeAfter, pauseOnHover: hover,
            direction: direction, onInteraction: onInteraction, resume: resume, stopAtEnd: stopAtEnd)
    }

    static func driver(_ auto: AutoScrollSettings, count: Int = 5, infinite: Bool = false) -> Driver {
        Driver(Scenes.single(Scenes.carousel(infinite: infinite, count: count, auto: auto)))
    }

    /// Times of the auto-scroll ticks (a `phase` event to `auto`).
    static func ticks(_ d: Driver) -> [Double] {
        d.events.compactMap { if case .phase(_, .auto) = $0.event { return $0.time } else { return nil } }
    }

    /// Times the carousel came to rest (`phase` to `idle`).
    static func rests(_ d: Driver) -> [Double] {
        d.events.compactMap { if case .phase(_, .idle) = $0.event { return $0.time } else { return nil } }
    }

    static func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) <= step + 1e-9 } ?? false }

    @Test func onInteractionStopSwitchesAutoScrollOffAtTheFirstKey() {
        var d = Self.driver(Self.settings(interval: 1, resumeAfter: 0.5, onInteraction: .stop))
        d.send(.key(.right), at: 0.5)
        d.run(until: 20)
        #expect(Self.ticks(d).isEmpty)
        #expect(d.selects == [1])
        #expect(!d.frame.autoEnabled)
        // Space switches it on again: the next tick is one interval after that.
        d.send(.key(.space), at: 20)
        d.run(until: 21.5)
        #expect(Self.near(Self.ticks(d).first, 21))
    }

    @Test func onInteractionStopOnAPressEvenWithoutADrag() {
        var d = Self.driver(Self.settings(interval: 1, hover: false, onInteraction: .stop))
        d.tap(Point(x: 20, y: 20), at: 0.5)
        d.run(until: 10)
        #expect(Self.ticks(d).isEmpty)
        #expect(!d.frame.autoEnabled)
    }

    @Test func onInteractionResumeTicksResumeAfterPlusIntervalLater() {
        var d = Self.driver(Self.settings(interval: 1, resumeAfter: 0.5))
        d.send(.key(.right), at: 0.5)
        d.run(until: 4)
        // The key's settle ends after the 0.5 s wait: the countdown restarts at rest.
        guard let rest = Self.rests(d).first else { Issue.record("no rest"); return }
        #expect(rest > 1.0)
        #expect(Self.near(Self.ticks(d).first, rest + 1))
    }

    @Test func stopAtEndStopsOnTheLastItemInsteadOfRewinding() {
        var d = Self.driver(Self.settings(interval: 1, hover: false, stopAtEnd: true), count: 3)
        d.run(until: 20)
        #expect(d.selects == [1, 2])
        #expect(!d.frame.autoEnabled)
        #expect(d.frame.selection == 2)
        // Without stop-at-end the same carousel rewinds to the first item.
        var rewinds = Self.driver(Self.settings(interval: 1, hover: false), count: 3)
        rewinds.run(until: 20)
        #expect(rewinds.selects.prefix(3) == [1, 2, 0])
    }

    @Test func stopAtEndGoingBackwardStopsAtTheFirstItem() {
        var d = Self.driver(Self.settings(interval: 1, hover: false, direction: .backward, stopAtEnd: true))
        d.run(until: 10)
        #expect(d.selects.isEmpty)
        #expect(!d.frame.autoEnabled)
    }

    @Test func stopAtEndOnALoopKeepsGoing() {
        var d = Self.driver(Self.settings(interval: 1, hover: false, stopAtEnd: true), count: 3, infinite: true)
        d.run(until: 12)
        #expect(d.selects.count >= 4)
        #expect(d.frame.autoEnabled)
    }

    /// Hover from 1 s to 5 s with a 3 s interval: 2 s were left when the pause began.
    @Test(arguments: [(AutoScrollResume.remaining, 5 + 2.0), (.restart, 5 + 2.4 + 3)])
    func hoverPauseResumes(resume: AutoScrollResume, expected: Double) {
        var d = Self.driver(Self.settings(resume: resume))
        d.send(.hover(Self.center), at: 1)
        d.run(until: 1)
        #expect(d.frame.autoTimeLeft == nil)
        d.send(.leave, at: 5)
        d.run(until: 12)
        #expect(Self.near(Self.ticks(d).first, expected), "\(Self.ticks(d))")
    }

    /// The window hidden from 1 s to 5 s pauses like a hover, whatever `pause-on-hover` says.
    @Test(arguments: [(AutoScrollResume.remaining, 5 + 2.0), (.restart, 5 + 2.4 + 3)])
    func hiddenWindowPauses(resume: AutoScrollResume, expected: Double) {
        var d = Self.driver(Self.settings(hover: false, resume: resume))
        d.engine.setWindowVisible(false, at: 1)
        d.run(until: 4.9)
        #expect(Self.ticks(d).isEmpty)
        d.engine.setWindowVisible(true, at: 5)
        d.run(until: 12)
        #expect(Self.near(Self.ticks(d).first, expected), "\(Self.ticks(d))")
    }

    /// Showing or focusing a window that was never hidden, and a hover without pause-on-hover,
    /// keep the countdown: the first page comes one interval after the start.
    @Test func theWindowOpeningChangesNoCountdown() {
        var d = Self.driver(Self.settings(interval: 1, resumeAfter: 0.5, hover: false, resume: .restart))
        d.engine.setWindowVisible(true, at: 0.0667)
        d.engine.setWindowFocused(true, at: 0.0667)
        d.send(.hover(Self.center), at: 0.098)
        d.run(until: 3)
        #expect(Self.near(Self.ticks(d).first, 1), "\(Self.ticks(d))")
    }

    @Test func aReloadWhileHiddenStaysPaused() {
        var d = Self.driver(Self.settings(interval: 1, hover: false))
        d.engine.setWindowVisible(false, at: 0.5)
        d.engine.reload(Scenes.single(Scenes.carousel(count: 6, auto: Self.settings(interval: 1, hover: false))))
        d.run(until: 10)
        #expect(Self.ticks(d).isEmpty)
    }

    /// The time left counts down from the interval at rest: interval - t.
    @Test func timeLeftCountsDownAtRest() {
        var d = Self.driver(Self.settings(interval: 3, hover: false))
        d.run(until: 0)
        #expect(d.frame.autoTimeLeft == 3)
        d.run(until: 1)
        #expect(abs((d.frame.autoTimeLeft ?? 0) - 2) < 1e-6)
        d.run(until: 2.5)
        #expect(abs((d.frame.autoTimeLeft ?? 0) - 0.5) < 1e-6)
        d.run(until: 3.1)
        #expect(d.frame.autoTimeLeft == nil)  // moving: the countdown waits for rest
        var off = Driver(Scenes.single(Scenes.carousel(count: 4)))
        off.run(until: 1)
        #expect(off.frame.autoTimeLeft == nil)
    }

    /// Item 0 rests 1 s, item 1 rests 2 s, item 2 the carousel's 3 s: each tick comes that long
    /// after the carousel came to rest on the item.
    @Test func perItemIntervalsTimeEachItem() {
        var carousel = Scenes.carousel(count: 3, auto: Self.settings(interval: 3, hover: false))
        carousel.itemIntervalSeconds = [0: 1, 1: 2]
        var d = Driver(Scenes.single(carousel))
        d.run(until: 0)
        #expect(d.frame.autoTimeLeft == 1)
        d.run(until: 12)
        let ticks = Self.ticks(d), rests = Self.rests(d)
        guard ticks.count >= 3, rests.count >= 2 else { Issue.record("ticks \(ticks), rests \(rests)"); return }
        #expect(Self.near(ticks[0], 1))
        #expect(Self.near(ticks[1], rests[0] + 2))
        #expect(Self.near(ticks[2], rests[1] + 3))
        #expect(d.selects.prefix(3) == [1, 2, 0])
    }

    /// Two rows, both ticking every second with pause-on-focus: the focused one (the first, at
    /// start) holds still; Tab moves the pause; without window focus both tick.
    @Test func pauseOnFocusPausesTheFocusedCarouselOnly() {
        var auto = Self.settings(interval: 1, resumeAfter: 0.5, hover: false)
        auto.pauseOnFocus = true
        var d = Driver(
            SceneConfiguration(
                windowSize: Size(width: 1280, height: 800), layout: .rows,
                carousels: [Scenes.carousel("a", count: 4, auto: auto), Scenes.carousel("b", count: 4, auto: auto)]))
        d.run(until: 5)
        func ticks(_ id: String, after: Double) -> [Double] {
            d.events.compactMap {
                if case .phase(id, .auto) = $0.event, $0.time > after { return $0.time } else { return nil }
            }
        }
        #expect(ticks("a", after: 0).isEmpty)
        #expect(Self.near(ticks("b", after: 0).first, 1))
        d.send(.key(.tab), at: 5)
        d.run(until: 10)
        // "a" resumes as `restart` says: resume-after, then a whole interval.
        #expect(Self.near(ticks("a", after: 5).first, 5 + 0.5 + 1))
        let lastB = ticks("b", after: 0).last ?? 0
        #expect(lastB <= 5 + Self.step)
        d.engine.setWindowFocused(false, at: 10)
        d.run(until: 13)
        #expect(!ticks("b", after: 10).isEmpty)
    }

    /// `pause-button`: 32 points, 8 inside the top and trailing insets (1280 x 800 window, insets
    /// 8 / 20): x 1220..1252, y 16..48. A click switches auto-scroll like Space and is not an
    /// interaction (with `on-interaction = "stop"` the second click switches it on again).
    @Test func thePauseButtonSwitchesAutoScrollWithoutCountingAsAnInteraction() throws {
        var settings = Self.settings(interval: 1, hover: false, onInteraction: .stop)
        settings.pauseButton = true
        var d = Self.driver(settings)
        d.run(until: 0)
        #expect(d.frame.pauseButton == Rect(x: 1220, y: 16, width: 32, height: 32))
        d.tap(Point(x: 1236, y: 32), at: 0.5)
        d.run(until: 5)
        #expect(!d.frame.autoEnabled)
        #expect(Self.ticks(d).isEmpty)
        d.tap(Point(x: 1236, y: 32), at: 5)
        d.run(until: 6.5)
        #expect(d.frame.autoEnabled)
        #expect(Self.near(Self.ticks(d).first, 5.05 + 1))
        // A press that leaves the button before release does nothing.
        d.send(.pointerDown(Point(x: 1236, y: 32)), at: 7)
        d.send(.pointerMove(Point(x: 900, y: 300)), at: 7.1)
        d.send(.pointerUp(Point(x: 900, y: 300)), at: 7.2)
        d.run(until: 7.3)
        #expect(d.frame.autoEnabled)
        // Under reduced motion the button stays (auto-scroll still runs, WCAG 2.2.2).
        var scene = Scenes.single(Scenes.carousel(count: 5, auto: settings))
        scene.reducedMotion = true
        var reduced = Driver(scene)
        reduced.run(until: 0)
        #expect(reduced.frame.pauseButton != nil)
    }
}
