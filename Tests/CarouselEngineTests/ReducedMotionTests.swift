import Testing

@testable import CarouselEngine

/// Reduced motion (docs/engine.md, "Reduced motion"): no auto-scroll, no marquee drift, and a
/// page change reaches its page on the next fixed step (1/60 s), never sliding through positions.
@Suite struct ReducedMotionTests {
    static let step = 1.0 / 60

    static func reduced(_ carousel: CarouselConfiguration) -> SceneConfiguration {
        var scene = Scenes.single(carousel)
        scene.reducedMotion = true
        return scene
    }

    @Test func autoScrollNeverTicksAndSpaceCannotSwitchItOn() {
        var d = Driver(Self.reduced(Scenes.carousel(count: 4, auto: Scenes.auto(interval: 1))))
        #expect(!d.frame.autoEnabled)
        d.send(.key(.space), at: 0.5)
        d.run(until: 10)
        #expect(d.selects.isEmpty)
        #expect(!d.frame.autoEnabled)
        let switchedOn = d.engine.toggleAutoScroll()
        #expect(!switchedOn)
        d.engine.setAutoScroll(true, carouselID: "c")
        d.run(until: 20)
        #expect(d.selects.isEmpty)
        #expect(!d.phases.contains(.auto))
    }

    @Test func theSameCarouselWithFullMotionTicks() {
        var d = Driver(Scenes.single(Scenes.carousel(count: 4, auto: Scenes.auto(interval: 1))))
        d.run(until: 10)
        #expect(!d.selects.isEmpty)
    }

    @Test func marqueeDoesNotDrift() {
        let marquee = Scenes.carousel(kind: .marquee, count: 6, auto: Scenes.auto(resumeAfter: 0, hover: false))
        var d = Driver(Self.reduced(marquee))
        var progress: Set<Double> = []
        d.play(Fixtures.noInput, until: 5) { _, frame in progress.insert(frame.progress) }
        #expect(progress == [0])
        #expect(d.events.isEmpty)
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
        let marquee = Scenes.carousel(kind: .marquee, count: 6)
        var d = Driver(Self.reduced(marquee))
        d.send(.key(.right), at: 1)
        d.run(until: 1 + 2 * Self.step + 1e-9)
        let after = d.frame.progress
        d.run(until: 3)
        #expect(after > 0)
        #expect(d.frame.progress == after)
    }

    @Test func reloadAndLiveChangesKeepReducedMotion() {
        var d = Driver(Self.reduced(Scenes.carousel(count: 4, auto: Scenes.auto(interval: 1))))
        d.engine.reload(Self.reduced(Scenes.carousel(count: 6, auto: Scenes.auto(interval: 1))))
        d.send(.change(.kind), at: 0.5)
        d.run(until: 8)
        #expect(d.engine.reducedMotion)
        #expect(!d.frame.autoEnabled)
        #expect(!d.phases.contains(.auto))
    }
}
