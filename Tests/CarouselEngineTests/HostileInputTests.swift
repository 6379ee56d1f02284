import Testing

@testable import CarouselEngine

/// Hostile numbers for the engine: every finite extreme, NaN and the infinities.
enum HostileInput {
    static let extremes: [Double] = [
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e80, -1e80, 1e308,
        -1e308, 0, -0.0, .leastNonzeroMagnitude, 4_294_967_297, -4_294_967_297, 1e6, -1e6,
    ]

    /// A coordinate: often inside the window (so presses land on carousels), else an extreme.
    static func coordinate(_ random: inout SeededRandom, _ side: Double) -> Double {
        random.int(3) == 0 ? extremes[random.int(extremes.count)] : random.range(-10, side + 10)
    }

    /// A time: mostly a little after the last, sometimes earlier, huge, negative or not a number.
    static func time(_ random: inout SeededRandom, after last: Double) -> Double {
        switch random.int(12) {
        case 0: return extremes[random.int(extremes.count)]
        case 1: return last - random.range(0, 5)
        case 2: return last + random.range(60, 86_400)
        case 3: return last
        default: return last + random.range(0, 0.2)
        }
    }

    /// One hostile event.
    static func event(_ random: inout SeededRandom, size: Size) -> InputEvent {
        func point() -> Point {
            Point(x: coordinate(&random, size.width), y: coordinate(&random, size.height))
        }
        switch random.int(9) {
        case 0, 1: return .pointerDown(point())
        case 2, 3: return .pointerMove(point())
        case 4: return .pointerUp(point())
        case 5:
            return .wheel(
                at: point(), dx: extremes[random.int(extremes.count)], dy: random.int(2) == 0 ? 1 : random.range(-3, 3))
        case 6: return .key(Key.allCases[random.int(Key.allCases.count)])
        case 7: return random.int(2) == 0 ? .hover(point()) : .leave
        default:
            return .resize(Size(width: coordinate(&random, 2000), height: coordinate(&random, 2000)))
        }
    }
}

/// Property: no hostile stream traps the engine, and every frame stays sane (issue 13).
///
/// 10,000 streams per kind and axis, each of 8 events (short streams keep a debug run to a few
/// seconds per case; the count is what the issue asks for). Seeds are `case * 1_000_000 + stream`,
/// SplitMix64, so a failure names the seed that replays it.
@Suite struct HostileInputTests {
    static let streams = 10_000
    static let eventsPerStream = 8
    static let cases: [(CarouselKind, Axis)] = CarouselKind.allCases.flatMap { kind in
        Axis.allCases.map { (kind, $0) }
    }

    static func scene(_ kind: CarouselKind, _ axis: Axis, count: Int, infinite: Bool) -> SceneConfiguration {
        let a = Scenes.carousel(
            "a", kind: kind, axis: axis, infinite: infinite, count: count,
            auto: Scenes.auto(interval: 1, resumeAfter: 0.5), indicators: true)
        let b = Scenes.carousel("b", kind: kind, axis: axis, infinite: !infinite, count: 3)
        return SceneConfiguration(
            windowSize: Size(width: 1280, height: 800), layout: axis == .horizontal ? .rows : .columns,
            carousels: [a, b])
    }

    /// The first broken frame invariant, if any.
    static func violation(_ frames: [CarouselFrame]) -> String? {
        for frame in frames {
            let n = frame.itemCount
            if !(frame.selection >= 0 && frame.selection < max(n, 1)) {
                return "\(frame.id) selection \(frame.selection)"
            }
            if !(frame.progress.isFinite && frame.progress >= 0 && frame.progress < Double(max(n, 1))) {
                return "\(frame.id) progress \(frame.progress)"
            }
            for card in frame.cards {
                let numbers = [
                    card.rect.x, card.rect.y, card.rect.width, card.rect.height, card.scale, card.opacity, card.z,
                ]
                if !numbers.allSatisfy(\.isFinite) { return "\(frame.id) card \(card)" }
                if card.item < 0 || card.item >= n { return "\(frame.id) card item \(card.item)" }
            }
            for dot in frame.dots where ![dot.center.x, dot.center.y, dot.size, dot.activity].allSatisfy(\.isFinite) {
                return "\(frame.id) dot \(dot)"
            }
        }
        return nil
    }

    @Test(arguments: 0..<cases.count)
    func hostileStreamsNeverTrapAndKeepFramesSane(index: Int) {
        let (kind, axis) = Self.cases[index]
        var failures = 0
        for stream in 0..<Self.streams {
            let seed = UInt64(index * 1_000_000 + stream)
            var random = SeededRandom(seed: seed)
            let counts = [1, 2, 3, 7]
            var engine = Engine(
                scene: Self.scene(kind, axis, count: counts[random.int(counts.count)], infinite: random.int(2) == 0))
            engine.catchUpLimit = 60  // keeps 10,000 streams with day-long gaps fast in debug builds
            var time = 0.0
            for _ in 0..<Self.eventsPerStream {
                time = HostileInput.time(&random, after: time)
                let event = HostileInput.event(&random, size: engine.scene.windowSize)
                if random.int(2) == 0 {
                    engine.send(event, at: time)
                } else {
                    _ = engine.advance(to: time)
                }
                if let problem = Self.violation(engine.frames()) {
                    failures += 1
                    if failures == 1 {
                        Issue.record("\(kind) \(axis) seed \(seed): \(problem) after \(event) at \(time)")
                    }
                    break
                }
                if time.isFinite { time = min(max(time, 0), InputLimits.engineTime) } else { time = engine.now }
            }
        }
        #expect(failures == 0, "\(kind) \(axis): \(failures) of \(Self.streams) streams broke an invariant")
    }
}
