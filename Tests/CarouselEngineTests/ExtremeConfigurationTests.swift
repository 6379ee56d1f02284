import Testing

@testable import CarouselEngine

/// Configurations at the edges of the spec schema's bounds (the smallest positive length, the
/// 16384-point maximum, 10,000,000 items, the widest insets and spacing, the smallest and the
/// largest window) under hostile streams: no trap, sane frames (issue 13).
///
/// 300 seeded streams of 8 events per kind, axis and configuration; seeds are
/// `(case * 100 + variant) * 1_000 + stream`.
@Suite struct ExtremeConfigurationTests {
    static let streams = 300
    static let tiny = Double.leastNonzeroMagnitude
    static let huge = 16_384.0

    /// The carousel of `kind` on `axis` with every bounded number at one edge, picked by `variant`.
    static func carousel(_ kind: CarouselKind, _ axis: Axis, variant: Int) -> CarouselConfiguration {
        let small = variant % 2 == 0
        let length = small ? tiny : huge
        var c = Scenes.carousel(
            "x", kind: kind, axis: axis, infinite: variant % 3 == 0, count: [1, 2, 10_000_000][variant % 3],
            auto: Scenes.auto(interval: 0.8, resumeAfter: small ? 0 : 600),
            pageSize: Size(width: length, height: length),
            indicators: true, speed: small ? -5_000 : 5_000)
        c.spacing = small ? 0 : 4_096
        let inset = small ? 0.0 : 4_096
        c.insets = EdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        c.cornerRadius = length
        c.marquee.itemExtent = length
        c.marquee.decelerationPerMillisecond = small ? 0.9 : 0.9999
        c.focus = FocusSettings(
            itemSize: Size(width: length, height: length), shrink: small ? 0 : huge, visibleNeighbors: small ? 1 : 10)
        c.stack.aspectRatio = small ? 0.2 : 5
        c.stack.spacingRatio = small ? 0.05 : 2
        c.stack.minScale = small ? 0.1 : 1
        c.stack.extentSlack = small ? 0 : 2
        c.stack.maxVisibleSlot = small ? 1 : 4
        c.snap.maxFlickPages = small ? 1 : 50
        c.snap.velocityThreshold = small ? 0 : 100_000
        c.snap.distanceThreshold = small ? 0.05 : 1
        c.snap.animation =
            variant % 4 < 2
            ? .spring(stiffness: small ? 1 : 10_000, damping: small ? 0.1 : 1_000)
            : .easeOut(durationSeconds: small ? 0.05 : 5)
        if variant >= 4 { c.explicitFrame = Rect(x: 0, y: 0, width: small ? 1 : 7_680, height: small ? 1 : 4_320) }
        return c
    }

    static let cases: [(CarouselKind, Axis, Int)] = CarouselKind.allCases.flatMap { kind in
        Axis.allCases.flatMap { axis in (0..<6).map { (kind, axis, $0) } }
    }

    @Test(arguments: 0..<cases.count)
    func boundaryConfigurationsSurviveHostileStreams(index: Int) {
        let (kind, axis, variant) = Self.cases[index]
        let window = variant % 2 == 0 ? Size(width: 320, height: 240) : Size(width: 7_680, height: 4_320)
        let scene = SceneConfiguration(
            windowSize: window, layout: .rows, carousels: [Self.carousel(kind, axis, variant: variant)])
        var failures = 0
        for stream in 0..<Self.streams {
            let seed = UInt64(index * 1_000 + stream)
            var random = SeededRandom(seed: seed)
            var engine = Engine(scene: scene)
            engine.catchUpLimit = 60
            var time = 0.0
            for _ in 0..<8 {
                time = HostileInput.time(&random, after: time)
                let event = HostileInput.event(&random, size: engine.scene.windowSize)
                engine.send(event, at: time)
                _ = engine.advance(to: time + random.range(0, 1))
                if let problem = HostileInputTests.violation(engine.frames()) {
                    failures += 1
                    if failures == 1 { Issue.record("\(kind) \(axis) variant \(variant) seed \(seed): \(problem)") }
                    break
                }
                time = time.isFinite ? min(max(time, 0), InputLimits.engineTime) : engine.now
            }
        }
        #expect(failures == 0)
    }
}
