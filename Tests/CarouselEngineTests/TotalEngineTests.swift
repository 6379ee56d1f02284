import CarouselScript
import Testing

@testable import CarouselEngine

/// Regression tests for the traps and stalls of issue 13, each fed to the engine directly.
@Suite struct TotalEngineTests {
    @Test func checkedIntClampsInsteadOfTrapping() {
        #expect(CheckedInt.of(.nan) == 0)
        #expect(CheckedInt.of(.infinity) == Int(CheckedInt.limit))
        #expect(CheckedInt.of(-1e308) == -Int(CheckedInt.limit))
        #expect(CheckedInt.of(2.5) == 3)
        #expect(CheckedInt.of(-2.5, .down) == -3)
        #expect(CheckedInt.of(2.5, .up) == 3)
    }

    @Test func pagingReleaseTargetOfAHugePositionDoesNotTrap() {
        let behavior = PagingBehavior(
            configuration: Scenes.carousel(), frame: Rect(x: 0, y: 0, width: 800, height: 400))
        for (position, velocity) in [(1e80, 0.0), (-1e80, 0.0), (1e80, -1e9), (-1e300, 1e9), (.nan, 0)] {
            let release = ReleaseInput(
                position: position, anchorPosition: 0, startTarget: 0, pointerVelocity: velocity,
                contentVelocity: -velocity)
            let page = behavior.releaseTarget(release)
            #expect(abs(page) <= Int(CheckedInt.limit) + 1)
        }
    }

    @Test func decisiveTargetOfAHugeTranslationDoesNotTrap() {
        for position in [1e80, -1e80, 1.7976931348623157e308] {
            let release = ReleaseInput(
                position: position, anchorPosition: 0, startTarget: 3, pointerVelocity: 0, contentVelocity: 0)
            let page = release.decisiveTarget(distanceThreshold: 0.5)
            #expect(abs(page - 3) <= Int(CheckedInt.limit))
        }
    }

    /// The script reproducer of issue 13: a drag released at `"x": 1e80`, for every kind.
    @Test(arguments: CarouselKind.allCases)
    func aPointerUpAtAHugeCoordinateKeepsTheEngineRunning(kind: CarouselKind) {
        for x in [1e80, -1e80, .nan, .infinity, -1.7976931348623157e308] {
            var engine = Engine(scene: Scenes.single(Scenes.carousel(kind: kind, infinite: true, count: 5)))
            engine.send(.pointerDown(Point(x: 640, y: 400)), at: 0.1)
            engine.send(.pointerMove(Point(x: 600, y: 400)), at: 0.15)
            engine.send(.pointerUp(Point(x: x, y: 400)), at: 0.2)
            _ = engine.advance(to: 3)
            let frame = engine.frames()[0]
            #expect(frame.selection >= 0 && frame.selection < 5, "\(kind) x=\(x)")
            #expect(frame.progress.isFinite, "\(kind) x=\(x)")
        }
    }

    /// A marquee whose item extent is the largest Double, paged with End (issue 13).
    @Test func aMarqueeWithTheLargestItemExtentSurvivesTheEndKey() {
        var carousel = Scenes.carousel(kind: .marquee, count: 5)
        carousel.marquee.itemExtent = .greatestFiniteMagnitude
        var engine = Engine(scene: Scenes.single(carousel))
        engine.send(.key(.end), at: 0.1)
        engine.send(.key(.pageDown), at: 0.2)
        _ = engine.advance(to: 2)
        let frame = engine.frames()[0]
        #expect(frame.selection >= 0 && frame.selection < 5)
    }

    @Test func nonFiniteTimesAreNowAndNegativeTimesAreZero() {
        var engine = Engine(scene: Scenes.single(Scenes.carousel()))
        _ = engine.advance(to: 1)
        _ = engine.advance(to: .nan)
        #expect(engine.now == 1)
        engine.send(.key(.right), at: -.infinity)
        _ = engine.advance(to: -5)
        #expect(engine.now == 1)
        _ = engine.advance(to: .infinity)
        #expect(engine.now == InputLimits.engineTime)
    }

    @Test func resizesAreClampedOrDropped() {
        var engine = Engine(scene: Scenes.single(Scenes.carousel()))
        engine.send(.resize(Size(width: 1e300, height: -5)), at: 0.1)
        #expect(engine.scene.windowSize == Size(width: InputLimits.windowSide, height: 0))
        engine.send(.resize(Size(width: .nan, height: 500)), at: 0.2)
        #expect(engine.scene.windowSize == Size(width: InputLimits.windowSide, height: 0))
    }

    /// One event a day after the start: the engine at rest jumps there at once.
    @Test func aDayLongGapAtRestIsFastForwarded() {
        var engine = Engine(scene: Scenes.single(Scenes.carousel(kind: .paging, count: 5)))
        let start = ContinuousClock.now
        engine.send(.key(.right), at: 86_400)
        _ = engine.advance(to: 86_402)
        let elapsed = ContinuousClock.now - start
        #expect(elapsed < .milliseconds(500), "took \(elapsed)")
        #expect(engine.frames()[0].selection == 1)
        #expect(engine.frames()[0].phase == .idle)
    }

    /// Something keeps moving (auto-scroll, a drifting marquee): at most `catchUpLimit` steps per call.
    @Test(arguments: [CarouselKind.paging, .marquee])
    func aDayLongGapWhileMovingIsBounded(kind: CarouselKind) {
        let carousel = Scenes.carousel(kind: kind, infinite: true, count: 5, auto: Scenes.auto(interval: 1))
        var engine = Engine(scene: Scenes.single(carousel))
        let start = ContinuousClock.now
        _ = engine.advance(to: 86_400)
        let elapsed = ContinuousClock.now - start
        #expect(elapsed < .seconds(2), "took \(elapsed)")
        #expect(engine.clock.time >= 86_400 - 1e-6)
        #expect(engine.frames()[0].progress.isFinite)
    }

    /// A caller that needs every step of a long gap raises the limit and gets exact stepping.
    @Test func aRaisedCatchUpLimitStepsEveryStep() {
        let carousel = Scenes.carousel(kind: .paging, infinite: true, count: 5, auto: Scenes.auto(interval: 1))
        var chunked = Engine(scene: Scenes.single(carousel))
        var whole = chunked
        whole.catchUpLimit = .max
        var chunkedEvents: [TimedEvent] = []
        for second in 1...1_200 { chunkedEvents += chunked.advance(to: Double(second)) }
        let wholeEvents = whole.advance(to: 1_200)
        #expect(wholeEvents == chunkedEvents)
        #expect(whole.frames() == chunked.frames())
    }

    /// Fast-forwarding at rest changes nothing: one long advance equals many short ones.
    @Test(arguments: CarouselKind.allCases)
    func fastForwardIsExact(kind: CarouselKind) {
        let carousel = Scenes.carousel(kind: kind, infinite: true, count: 5, speed: 0)
        var stepped = Engine(scene: Scenes.single(carousel))
        stepped.setAutoScroll(false, carouselID: "c")  // a marquee drifts by default
        stepped.send(.key(.right), at: 0.5)
        stepped.send(.pointerDown(Point(x: 700, y: 400)), at: 1)
        stepped.send(.pointerMove(Point(x: 500, y: 400)), at: 1.1)
        stepped.send(.pointerUp(Point(x: 480, y: 400)), at: 1.2)
        _ = stepped.advance(to: 10)
        let atRest = stepped.carousels.allSatisfy { $0.isAtRest }
        #expect(atRest, "\(kind) still moving at 10 s")
        var jumped = stepped
        var steppedEvents: [TimedEvent] = []
        for k in 601...(100 * 60) { steppedEvents += stepped.advance(to: Double(k) / 60) }
        steppedEvents += stepped.advance(to: 100.005)
        stepped.send(.key(.left), at: 100.01)
        var jumpedEvents = jumped.advance(to: 100.005)
        jumped.send(.key(.left), at: 100.01)
        #expect(jumped.clock == stepped.clock)
        steppedEvents += stepped.advance(to: 102)
        jumpedEvents += jumped.advance(to: 102)
        #expect(steppedEvents == jumpedEvents)
        #expect(stepped.frames() == jumped.frames())
    }

    /// A script built in code (never read, so never range-checked) with the issue's hostile
    /// numbers: `simulate` keeps running and prints only finite numbers.
    @Test(arguments: CarouselKind.allCases)
    func aSimulationOfHostileStepsPrintsOnlyFiniteNumbers(kind: CarouselKind) {
        let steps: [TimedStep] = [
            TimedStep(0.1, .input(.pointerDown(Point(x: 640, y: 400)))),
            TimedStep(0.15, .input(.pointerMove(Point(x: -1e308, y: 400)))),
            TimedStep(0.2, .input(.pointerUp(Point(x: 1e80, y: .nan)))),
            TimedStep(0.3, .input(.wheel(at: Point(x: 640, y: 400), dx: .infinity, dy: -.infinity))),
            TimedStep(0.4, .input(.resize(Size(width: 1e300, height: 1e-300)))),
            TimedStep(0.5, .input(.key(.end))),
        ]
        let scene = Scenes.single(Scenes.carousel(kind: kind, infinite: true, count: 5, indicators: true))
        let lines = Simulation.lines(
            scene: scene, script: InputScript(steps: steps), options: .init(duration: 1.5, includeCards: true))
        #expect(lines.count > 90)
        let bad = lines.first { $0.contains("inf") || $0.contains("nan") || $0.contains("null") }
        #expect(bad == nil, "\(bad ?? "")")
    }
}
