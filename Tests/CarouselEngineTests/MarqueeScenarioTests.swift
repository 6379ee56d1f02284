import Testing
@testable import CarouselEngine

/// Marquee scenarios: drift at speed, wrap, drag and momentum, hover pause, coverage.
@Suite struct MarqueeScenarioTests {
    static func marquee(count: Int = 10, speed: Double = 70, axis: Axis = .horizontal, auto: AutoScrollSettings? = nil)
        -> CarouselConfiguration
    {
        Scenes.carousel(kind: .marquee, axis: axis, count: count, auto: auto, speed: speed)
    }

    @Test(arguments: [70.0, -70.0])
    func driftsAtSpeed(speed: Double) {
        var d = Driver(Scenes.single(Self.marquee(speed: speed)))
        #expect(d.frame.phase == .auto)
        d.run(until: 2)
        let expected = Ring.wrap(speed * 2 / 116, 10)
        #expect(abs(d.frame.progress - expected) < 1e-9)
        #expect(d.frame.phase == .auto)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func wrapKeepsTheOvershootAndNeverJumps(axis: Axis) {
        var d = Driver(Scenes.single(Self.marquee(count: 3, axis: axis)))
        var last = 0.0
        var largest = 0.0
        for k in 1...600 {
            d.run(until: Double(k) / 60)
            largest = max(largest, abs(Ring.shortestDelta(from: last, to: d.frame.progress, n: 3)))
            last = d.frame.progress
        }
        // 10 s at 70 points/s over a 348-point loop: 700 - 2 * 348 = 4 points past the seam.
        #expect(abs(d.frame.progress - 4.0 / 116) < 1e-9)
        #expect(largest <= 70.0 / 60 / 116 + 1e-9)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func cardsCoverTheFrameAtEveryOffset(axis: Axis) {
        var d = Driver(Scenes.single(Self.marquee(count: 4, speed: 333, axis: axis)))
        for k in 1...240 {
            d.run(until: Double(k) / 60)
            let frame = d.frame
            let starts = frame.cards.map { $0.rect.mainStart(axis) }.sorted()
            let frameStart = frame.frame.mainStart(axis), frameEnd = frameStart + frame.frame.mainLength(axis)
            guard let first = starts.first, let last = starts.last else { Issue.record("no cards"); return }
            #expect(first <= frameStart + 16 && first > frameStart - 100)
            #expect(last + 100 >= frameEnd - 16 && last < frameEnd)
            #expect(zip(starts, starts.dropFirst()).allSatisfy { abs($1 - $0 - 116) < 1e-6 })
        }
    }

    @Test func dragMovesOneToOneThenDriftResumes() {
        var d = Driver(Scenes.single(Self.marquee()))
        var held = -1.0
        d.play(Fixtures.script("marquee-drag-hold"), until: 3) { time, frame in
            if abs(time - 1.1) < 1e-6 { held = frame.progress }
        }
        // 0.5 s of drift (35 points), then the drag adds 232 points: held still at 267 points.
        #expect(abs(held - 267.0 / 116) < 1e-9)
        // Drifting from the start (phase auto at time 0), then the drag takes over.
        #expect(d.phases.first == .dragging)
        #expect(d.frame.phase == .auto)
        #expect(d.frame.progress > 267.0 / 116)
    }

    @Test func flickCarriesMomentumThatDecaysBackToTheDrift() {
        var d = Driver(Scenes.single(Self.marquee(speed: 0)))
        var speeds: [Double] = []
        var last = 0.0
        d.play(Fixtures.script("marquee-flick"), until: 6) { time, frame in
            if time > 0.62 { speeds.append(Ring.shortestDelta(from: last, to: frame.progress, n: 10) * 116 * 60) }
            last = frame.progress
        }
        // Released at 2000 points/s; momentum keeps 0.998 per ms.
        #expect(abs(speeds[0] - 2000 * 0.998 * 0.998) < 200)
        #expect(zip(speeds, speeds.dropFirst()).allSatisfy { $1 <= $0 + 1e-6 })
        #expect(d.frame.phase == .idle)
        #expect(d.settles.count == 1)
    }

    @Test func hoverPausesTheDrift() {
        let auto = AutoScrollSettings(
            enabled: true, intervalSeconds: 3, resumeAfterSeconds: 0, pauseOnHover: true, direction: .forward)
        var d = Driver(Scenes.single(Self.marquee(auto: auto)))
        d.send(.hover(Point(x: 640, y: 400)), at: 1)
        d.run(until: 5)
        let stopped = d.frame.progress
        d.run(until: 6)
        #expect(d.frame.progress == stopped)
        d.send(.leave, at: 6)
        d.run(until: 8)
        #expect(d.frame.progress != stopped)
        #expect(d.frame.phase == .auto)
    }
}

/// Keys and wheel steps glide a marquee by whole items.
@Suite struct MarqueeGlideTests {
    @Test func keyGlidesOneItemThenStops() {
        var d = Driver(Scenes.single(MarqueeScenarioTests.marquee(speed: 0)))
        d.send(.key(.right), at: 0.1)
        d.run(until: 1)
        #expect(abs(d.frame.progress - 1) < 1e-9)
        #expect(d.frame.selection == 1)
        #expect(d.frame.phase == .idle)
        d.send(.key(.left), at: 1.1)
        d.send(.key(.left), at: 1.2)
        d.run(until: 2)
        #expect(abs(d.frame.progress - 9) < 1e-9)
        #expect(d.selects == [1, 0, 9])
    }
}
