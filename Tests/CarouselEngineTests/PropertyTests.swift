import CarouselScript
import CarouselTestSupport
import Testing
@testable import CarouselEngine

/// A small deterministic generator (``SplitMix64``, shared by the test targets) so every run sees
/// the same streams.
typealias SeededRandom = SplitMix64

extension SplitMix64 {
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func range(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
    mutating func int(_ upper: Int) -> Int { Int(next() % UInt64(upper)) }
}

/// Rounds to 4 decimals, as the script writer does, so a written script reads back identical.
func round4(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

/// Random input streams: realistic pointer speeds (moves of at most 60 points, 8..120 ms apart).
enum RandomInput {
    static func script(seed: UInt64, count: Int, size: Size) -> InputScript {
        var random = SeededRandom(seed: seed)
        var events: [TimedStep] = []
        var t = 0.0
        var down = false
        var x = size.width / 2, y = size.height / 2
        let keys = Key.allCases
        while events.count < count {
            t = round4(t + random.range(0.008, 0.12))
            let roll = random.int(100)
            if down {
                if roll < 80 {
                    x = round4(min(max(0, x + random.range(-60, 60)), size.width - 1))
                    y = round4(min(max(0, y + random.range(-60, 60)), size.height - 1))
                    events.append(TimedStep(t, .input(.pointerMove(Point(x: x, y: y)))))
                } else {
                    events.append(TimedStep(t, .input(.pointerUp(Point(x: x, y: y)))))
                    down = false
                }
                continue
            }
            switch roll {
            case 0..<35:
                x = round4(random.range(0, size.width - 1)); y = round4(random.range(0, size.height - 1))
                events.append(TimedStep(t, .input(.pointerDown(Point(x: x, y: y)))))
                down = true
            case 35..<55:
                let dx = round4(random.range(-2, 2))
                let dy = round4(random.range(-3, 3))
                events.append(TimedStep(t, .input(.wheel(at: Point(x: x, y: y), dx: dx, dy: dy))))
            case 55..<70:
                events.append(TimedStep(t, .input(.key(keys[random.int(keys.count)]))))
            case 70..<85:
                x = round4(random.range(0, size.width - 1)); y = round4(random.range(0, size.height - 1))
                events.append(TimedStep(t, .input(.hover(Point(x: x, y: y)))))
            case 85..<92:
                events.append(TimedStep(t, .input(.leave)))
            case 92..<94:
                let w = round4(random.range(400, 1600)), h = round4(random.range(300, 1000))
                events.append(TimedStep(t, .input(.resize(Size(width: w, height: h)))))
            default:
                t = round4(t + random.range(0.2, 1.5))  // idle gaps let settles and auto-scroll run
                events.append(TimedStep(t, .input(.hover(Point(x: x, y: y)))))
            }
        }
        if down { events.append(TimedStep(round4(t + 0.05), .input(.pointerUp(Point(x: x, y: y))))) }
        return InputScript(size: size, steps: events)
    }
}

@Suite struct PropertyTests {
    static let cases: [(CarouselKind, Axis, Bool)] = [
        (.paging, .horizontal, false), (.paging, .vertical, true), (.paging, .horizontal, true),
        (.paging, .vertical, false),
        (.stack, .horizontal, true), (.stack, .vertical, true),
        (.marquee, .horizontal, true), (.marquee, .vertical, true),
        (.focus, .horizontal, true), (.focus, .vertical, false),
    ]

    static func scene(_ kind: CarouselKind, _ axis: Axis, infinite: Bool, count: Int, auto: Bool) -> SceneConfiguration
    {
        let a = Scenes.carousel(
            "a", kind: kind, axis: axis, infinite: infinite, count: count,
            auto: auto ? Scenes.auto(interval: 1, resumeAfter: 0.5) : nil, indicators: true,
            speed: kind == .marquee && !auto ? 0 : 90)
        let b = Scenes.carousel("b", kind: kind, axis: axis, infinite: infinite, count: 3)
        return SceneConfiguration(
            windowSize: Size(width: 1280, height: 800), layout: axis == .horizontal ? .rows : .columns,
            carousels: [a, b])
    }

    /// Counts violated invariants and records the first one with everything needed to replay it.
    struct Violations {
        let label: String
        var count = 0

        /// Notes one violation; the first is recorded as a test issue.
        mutating func note(_ invariant: String, seed: UInt64, time: Double, carousel: String, _ detail: String) {
            count += 1
            guard count == 1 else { return }
            Issue.record("\(label) seed \(seed) t=\(time) carousel \(carousel): \(invariant) (\(detail))")
        }
    }

    @Test(arguments: 0..<cases.count)
    func randomStreamsKeepTheInvariants(index: Int) {
        let (kind, axis, infinite) = Self.cases[index]
        for (seed, count) in [(UInt64(index * 7 + 1), 7), (UInt64(index * 7 + 2), 2)] {
            let scene = Self.scene(kind, axis, infinite: infinite, count: count, auto: true)
            let script = RandomInput.script(seed: seed, count: 5_000, size: scene.windowSize)
            var engine = Engine(scene: scene)
            var next = 0
            var last: [Double] = []
            var remaining: [Double] = []
            var inputSinceLastFrame = true
            var violations = Violations(label: "\(kind) \(axis) n=\(count)")
            let frames = Int((script.duration + 3) * 60)
            for k in 0...frames {
                let time = Double(k) / 60
                while next < script.steps.count && script.steps[next].time <= time {
                    if let input = script.steps[next].input { engine.send(input, at: script.steps[next].time) }
                    next += 1
                    inputSinceLastFrame = true
                }
                _ = engine.advance(to: time)
                let output = engine.frames()
                for (c, frame) in output.enumerated() {
                    let n = frame.itemCount
                    func fail(_ invariant: String, _ detail: String) {
                        violations.note(invariant, seed: seed, time: time, carousel: frame.id, detail)
                    }
                    if !(frame.selection >= 0 && frame.selection < max(n, 1)) {
                        fail("selection in 0..<n", "selection \(frame.selection), n \(n)")
                    }
                    if !(frame.progress >= 0 && frame.progress < Double(max(n, 1))) {
                        fail("progress in [0, n)", "progress \(frame.progress), n \(n)")
                    }
                    for card in frame.cards {
                        let values = [
                            card.rect.x, card.rect.y, card.rect.width, card.rect.height, card.scale, card.opacity,
                            card.z,
                        ]
                        if !values.allSatisfy(\.isFinite) { fail("finite placement", "\(card)") }
                        if card.item < 0 || card.item >= n { fail("card item in 0..<n", "item \(card.item), n \(n)") }
                    }
                    // Between frames with no input the motion is bounded: no jump at the seam.
                    if !inputSinceLastFrame && c < last.count {
                        // A settle moves at most the distance that was left to its target (long key
                        // or dot moves are fast); otherwise at most 1.5 pages (or items) per frame.
                        let jump = abs(Ring.shortestDelta(from: last[c], to: frame.progress, n: n))
                        let bound = max(1.5, remaining[c] * 1.05 + 0.05)
                        if jump > bound {
                            fail("bounded motion without input", "jump \(jump) from \(last[c]), bound \(bound)")
                        }
                    }
                }
                last = output.map(\.progress)
                for carousel in engine.carousels where !carousel.position.isFinite {
                    violations.note(
                        "finite position", seed: seed, time: time, carousel: carousel.config.id, "\(carousel.position)")
                }
                remaining = engine.carousels.map { carousel in
                    guard let settle = carousel.settle else { return 0 }
                    let scale = (carousel.behavior as? MarqueeBehavior)?.geometry.stride ?? 1
                    return abs(settle.to - carousel.position) / scale
                }
                inputSinceLastFrame = false
            }
            #expect(violations.count == 0, "\(violations.label): \(violations.count) violations")
        }
    }

    @Test(arguments: 0..<cases.count)
    func settlesSoonAfterTheLastInput(index: Int) {
        let (kind, axis, infinite) = Self.cases[index]
        let scene = Self.scene(kind, axis, infinite: infinite, count: 6, auto: false)
        let script = RandomInput.script(seed: UInt64(100 + index), count: 10_000, size: scene.windowSize)
        var engine = Engine(scene: scene)
        for event in script.steps {
            if let input = event.input { engine.send(input, at: event.time) }
        }
        // Space may have switched auto-scroll on: switch it off before the quiet period.
        for id in ["a", "b"] { engine.setAutoScroll(false, carouselID: id) }
        _ = engine.advance(to: script.duration + 4)
        for frame in engine.frames() {
            #expect(frame.phase == .idle, "\(kind) \(axis) \(frame.id) still \(frame.phase)")
            if kind != .marquee { #expect(frame.progress == frame.progress.rounded()) }
        }
    }

    @Test(arguments: [CarouselKind.paging, .stack, .marquee, .focus])
    func sameScriptSameOutput(kind: CarouselKind) throws {
        let scene = Self.scene(kind, .horizontal, infinite: true, count: 5, auto: true)
        let script = RandomInput.script(seed: 77, count: 600, size: scene.windowSize)
        let reread = try InputScript.read(script.json())
        let a = Simulation.lines(scene: scene, script: script, options: .init(includeCards: true))
        let b = Simulation.lines(scene: scene, script: reread, options: .init(includeCards: true))
        #expect(a.count > 1000)
        #expect(a == b)
    }
}
