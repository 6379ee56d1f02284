import CarouselScript
import Testing
@testable import CarouselEngine

/// Auto-scroll timing from scripts: ticks, pauses by drag / tap / hover, finite wrap-around.
@Suite struct AutoScrollScenarioTests {
    static let step = 1.0 / 60

    static func selectTimes(_ d: Driver) -> [(Double, Int)] {
        d.events.compactMap { if case .select(_, let i) = $0.event { return ($0.time, i) } else { return nil } }
    }

    /// Time of the first idle phase event after `time`.
    static func idleAfter(_ time: Double, _ d: Driver) -> Double? {
        d.events.first { event in
            if case .phase(_, .idle) = event.event { return event.time > time }
            return false
        }?.time
    }

    @Test func ticksEveryIntervalAfterEachSettleAndFiniteWrapsToFirst() {
        var d = Driver(Scenes.single(Scenes.carousel(count: 3, auto: Scenes.auto())))
        d.play(Fixtures.noInput, until: 14)
        let selects = Self.selectTimes(d)
        guard selects.count >= 3 else { Issue.record("selects: \(selects)"); return }
        #expect(selects.map(\.1).prefix(3) == [1, 2, 0])
        // The first tick comes one interval after start.
        #expect(abs(selects[0].0 - 3) <= Self.step + 1e-9)
        // Each later tick comes one interval after the previous settle ended (countdown restarts on phase change).
        for index in 1..<min(3, selects.count) {
            guard let idle = Self.idleAfter(selects[index - 1].0, d) else { Issue.record("no idle"); return }
            #expect(abs(selects[index].0 - (idle + 3)) <= Self.step + 1e-9)
        }
        #expect(d.phases.contains(.auto))
    }

    @Test func dragPausesThenResumesAfterResumeAfterPlusInterval() {
        // pause-on-hover off: after the drag the pointer still rests over the carousel.
        var d = Driver(Scenes.single(Scenes.carousel(count: 5, auto: Scenes.auto(hover: false))))
        d.play(Fixtures.script("auto-drag-pause"), until: 8)
        let selects = Self.selectTimes(d)
        guard selects.count == 2 else { Issue.record("selects: \(selects)"); return }
        // The flick (released at 1.3 s) selects 1; auto resumes at 1.3 + 2.4 and pages 3 s later.
        #expect(selects.map(\.1) == [1, 2])
        #expect(abs(selects[0].0 - 1.3) < 1e-9)
        #expect(abs(selects[1].0 - (1.3 + 2.4 + 3)) <= Self.step + 1e-9)
    }

    @Test func tapJustBeforeTheTickCancelsIt() {
        var d = Driver(Scenes.single(Scenes.carousel(count: 5, auto: Scenes.auto(hover: false))))
        d.play(Fixtures.script("auto-tap-before-tick"), until: 9)
        let selects = Self.selectTimes(d)
        guard selects.count == 1 else { Issue.record("selects: \(selects)"); return }
        // Tap at 2.95 (released 3.0): no page at 3.0; the next comes 2.4 + 3 s after the release.
        #expect(selects.map(\.1) == [1])
        #expect(abs(selects[0].0 - (3.0 + 2.4 + 3)) <= Self.step + 1e-9)
    }

    @Test func hoverPausesUntilLeaveThenWaits() {
        var d = Driver(Scenes.single(Scenes.carousel(count: 5, auto: Scenes.auto())))
        d.play(Fixtures.script("auto-hover-pause"), until: 11)
        let selects = Self.selectTimes(d)
        guard selects.count == 1 else { Issue.record("selects: \(selects)"); return }
        #expect(selects.map(\.1) == [1])
        #expect(abs(selects[0].0 - (5.0 + 2.4 + 3)) <= Self.step + 1e-9)
    }

    @Test func hoverIgnoredWithoutPauseOnHover() {
        var d = Driver(Scenes.single(Scenes.carousel(count: 5, auto: Scenes.auto(hover: false))))
        d.play(Fixtures.script("auto-hover-pause"), until: 4)
        #expect(Self.selectTimes(d).map(\.1) == [1])
    }

    @Test func spaceTogglesAutoScrollOfTheFocusedCarousel() {
        var d = Driver(Scenes.single(Scenes.carousel(count: 5)))
        #expect(d.frame.autoEnabled == false)
        d.send(.key(.space), at: 0.5)
        d.run(until: 4)
        #expect(d.frame.autoEnabled)
        #expect(d.selects == [1])
        d.send(.key(.space), at: 4.1)
        d.run(until: 12)
        #expect(d.frame.autoEnabled == false)
        #expect(d.selects == [1])
    }

    @Test func singleItemNeverAutoScrolls() {
        var d = Driver(Scenes.single(Scenes.carousel(count: 1, auto: Scenes.auto())))
        d.run(until: 10)
        #expect(d.selects.isEmpty)
        #expect(d.frame.autoEnabled == false)
    }
}
