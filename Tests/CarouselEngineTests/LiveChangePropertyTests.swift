import CarouselScript
import Testing
@testable import CarouselEngine

/// Random input with A / I / K changes mixed in: whatever the order, frames stay valid and the
/// scene describes the carousels that run (a guard for the change path, not a found bug).
@Suite struct LiveChangePropertyTests {
    /// `RandomInput`'s stream with a random change after about every tenth step.
    static func script(seed: UInt64, count: Int, size: Size) -> InputScript {
        var random = SeededRandom(seed: seed ^ 0xA1)
        var steps: [TimedStep] = []
        for step in RandomInput.script(seed: seed, count: count, size: size).steps {
            steps.append(step)
            if random.int(10) == 0 {
                let change = CarouselChange.allCases[random.int(CarouselChange.allCases.count)]
                steps.append(TimedStep(step.time, .input(.change(change))))
            }
        }
        return InputScript(size: size, steps: steps)
    }

    @Test(arguments: [CarouselKind.paging, .stack, .marquee, .focus])
    func framesStayValidWhateverTheChanges(kind: CarouselKind) {
        let scene = PropertyTests.scene(kind, .horizontal, infinite: false, count: 6, auto: true)
        let seed = 900 + UInt64(CarouselKind.allCases.firstIndex(of: kind) ?? 0)
        let script = Self.script(seed: seed, count: 3_000, size: scene.windowSize)
        #expect(script.steps.contains { if case .input(.change) = $0.action { true } else { false } })
        var engine = Engine(scene: scene)
        var next = 0
        var problems: [String] = []
        for k in 0...Int((script.duration + 1) * 60) {
            let time = Double(k) / 60
            while next < script.steps.count, script.steps[next].time <= time {
                if let input = script.steps[next].input { engine.send(input, at: script.steps[next].time) }
                next += 1
            }
            _ = engine.advance(to: time)
            for frame in engine.frames() {
                let n = frame.itemCount
                if !(0..<max(n, 1)).contains(frame.selection) || !(frame.progress >= 0 && frame.progress < Double(n)) {
                    problems.append("t=\(time) \(frame.id): selection \(frame.selection), progress \(frame.progress)")
                }
                let values = frame.cards.flatMap { [$0.rect.x, $0.rect.y, $0.rect.width, $0.rect.height, $0.opacity] }
                if !values.allSatisfy(\.isFinite) { problems.append("t=\(time) \(frame.id): a card is not finite") }
            }
            // Each scene carousel and each controller describe the same carousel.
            if engine.scene.carousels.map(\.id) != engine.carousels.map(\.config.id)
                || engine.scene.carousels != engine.carousels.map(\.config)
            {
                problems.append("t=\(time): the scene and the controllers disagree")
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.first ?? "")")
    }
}
