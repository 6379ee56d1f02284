import Testing

@testable import CarouselEngine

/// Reduced motion (docs/engine.md, "Reduced motion"): auto-scroll keeps its interval, a page
/// change reaches its page on the next fixed step (1/60 s) and no frame shows a position in
/// between, and a marquee steps item by item or stands instead of drifting.
@Suite struct ReducedMotionTests {
    static let step = 1.0 / 60

    static func reduced(_ carousel: CarouselConfiguration) -> SceneConfiguration {
        var scene = Scenes.single(carousel)
        scene.reducedMotion = true
        return scene
    }

    static func marquee(_ mode: MarqueeReducedMotion, count: Int = 6) -> CarouselConfiguration {
        var marquee = Scenes.carousel(kind: .marquee, count: count, auto: Scenes.auto(resumeAfter: 0, hover: false))
        marquee.marquee.onReducedMotion = mode
        return marquee
    }

    /// Samples frames at 97 per second (not a multiple of the 60 Hz step, so frames fall between
    /// steps and would show any interpolated position), returning each frame's progress.
    static func progressSamples(_ driver: inout Driver, until: Double) -> [(time: Double, progress: Double)] {
        var samples: [(time: Double, progress: Double)] = []
        for k in 0...Int(until * 97) {
            let time = Double(k) / 97
            driver.run(until: time)
            samples.append((time, driver.frame.progress))
        }
        return samples
    }

    @Test func autoScrollKeepsItsIntervalAndEveryChangeJumps() {
        var d = Driver(Self.reduced(Scenes.carousel(infinite: true, count: 4, auto: Scenes.auto(interval: 2))))
        #expect(d.frame.autoEnabled)
        let samples = Self.progressSamples(&d, until: 10.5)
        // Every frame rests on a whole page: nothing is drawn between two positions.
        #expect(samples.allSatisfy { $0.progress == $0.progress.rounded() })
        // The item changes within every 2 s (and a step), once per interval.
        let selectTimes = d.events.compactMap { if case .select = $0.event { return $0.time } else { return nil } }
        #expect(d.selects == [1, 2, 3, 0, 1])
        var last = 0.0
        for time in selectTimes {
            #expect(time - last <= 2 + Self.step + 1e-9)
            last = time
        }
    }

    @Test func spaceStillSwitchesAutoScrollOffAndOn() {
        var d = Driver(Self.reduced(Scenes.carousel(count: 4, auto: Scenes.auto(interval: 1))))
        d.send(.key(.space), at: 0.5)
        d.run(until: 5)
        #expect(d.selects.isEmpty)
        #expect(!d.frame.autoEnabled)
        d.send(.key(.space), at: 5)
        d.run(until: 6.5)
        #expect(d.frame.autoEnabled)
        #expect(d.selects == [1])
    }

    @Test func thePauseButtonAndTheCountdownStay() {
        var auto = Scenes.auto(interval: 4)
        auto.pauseButton = true
        auto.progress = .ring
        var d = Driver(Self.reduced(Scenes.carousel(count: 4, auto: auto)))
        d.run(until: 1)
        #expect(d.frame.pauseButton != nil)
        #expect(d.frame.progressRing != nil)
        #expect(d.frame.autoTimeLeft != nil)
    }

    @Test func marqueeStepsItemByItemAtEachItemsOwnTime() {
        var marquee = Self.marquee(.step)
        marquee.itemIntervalSeconds = [1: 5]  // the spec's reading time of item 1
        var d = Driver(Self.reduced(marquee))
        let samples = Self.progressSamples(&d, until: 11.5)
        #expect(samples.allSatisfy { $0.progress == $0.progress.rounded() })
        let selects = d.events.compactMap { event -> (Double, Int)? in
            if case .select(_, let index) = event.event { return (event.time, index) } else { return nil }
        }
        // Item 0 stands 3 s (the interval), item 1 its own 5 s, item 2 3 s.
        #expect(selects.map(\.1) == [1, 2, 3])
        #expect(selects.map { ($0.0 * 60).rounded() / 60 } == [3, 8, 11].map { ($0 * 60).rounded() / 60 })
        #expect(d.settles == [1, 2, 3])
        #expect(d.frame.autoTimeLeft != nil)
    }

    @Test func marqueeStandsWhenTheSpecSaysSo() {
        var d = Driver(Self.reduced(Self.marquee(.stand)))
        var progress: Set<Double> = []
        d.play(Fixtures.noInput, until: 8) { _, frame in progress.insert(frame.progress) }
        #expect(progress == [0])
        #expect(d.events.isEmpty)
        #expect(!d.frame.autoEnabled)
        #expect(d.frame.pauseButton == nil)
        d.send(.key(.space), at: 8)
        d.run(until: 12)
        #expect(!d.frame.autoEnabled)
    }

    @Test func theSameCarouselWithFullMotionSlides() {
        var d = Driver(Scenes.single(Scenes.carousel(count: 4, auto: Scenes.auto(interval: 2))))
        let samples = Self.progressSamples(&d, until: 4)
        #expect(samples.contains { $0.progress != $0.progress.rounded() })
    }

    /// Every page change (key, wheel, dot, tap, drag release) is at its page one step after the input.
    @Test(arguments: [Key.right, .end, .pageDown])
    func keyPageChangeIsAtItsPageWithinOneStep(key: Key) {
        var d = Driver(Self.reduced(Scenes.carousel(count: 8)))
        d.send(.key(key), at: 1)
        d.run(until: 1 + Self.step + 1e-9)
        let frame = d.frame
        #expect(frame.phase == .idle)
        #expect(frame.progress == Double(frame.selection))
        #expect(frame.selection > 0)
        guard let settle = d.events.last(where: { if case .settle = $0.event { return true } else { return false } })
        else { Issue.record("no settle event"); return }
        #expect(settle.time - 1 <= Self.step + 1e-9)
    }

    @Test func dragStillFollowsThePointerAndTheReleaseJumps() {
        var d = Driver(Self.reduced(Scenes.carousel(count: 5)))
        d.send(.pointerDown(Point(x: 900, y: 400)), at: 1)
        d.send(.pointerMove(Point(x: 700, y: 400)), at: 1.1)
        d.run(until: 1.1)
        #expect(d.frame.phase == .dragging)
        #expect(d.frame.progress > 0.1 && d.frame.progress < 0.2)
        d.send(.pointerMove(Point(x: 300, y: 400)), at: 1.2)
        d.send(.pointerUp(Point(x: 300, y: 400)), at: 1.2)
        d.run(until: 1.2 + Self.step + 1e-9)
        #expect(d.frame.selection == 1)
        #expect(d.frame.progress == 1)
        #expect(d.frame.phase == .idle)
    }

    @Test func marqueeArrowGlideIsAJump() {
        var d = Driver(Self.reduced(Self.marquee(.stand)))
        d.send(.key(.right), at: 1)
        d.run(until: 1 + 2 * Self.step + 1e-9)
        let after = d.frame.progress
        d.run(until: 3)
        #expect(after == 1)
        #expect(d.frame.progress == after)
    }

    @Test func reloadAndLiveChangesKeepReducedMotion() {
        var d = Driver(Self.reduced(Scenes.carousel(count: 4, auto: Scenes.auto(interval: 1))))
        d.engine.reload(Self.reduced(Scenes.carousel(count: 6, auto: Scenes.auto(interval: 1))))
        d.send(.change(.kind), at: 0.5)
        d.run(until: 8)
        #expect(d.engine.reducedMotion)
        #expect(d.frame.autoEnabled)
        #expect(!d.selects.isEmpty)
    }
}
