import CarouselScript
import Testing

@testable import CarouselEngine

/// 10,000 random events per kind under reduced motion, with the window hidden and shown and its
/// focus lost and regained at random (docs/engine.md, "Reduced motion"): a page change of a
/// snapping kind, auto-scroll ticks included, is at rest on its page within one fixed step
/// (1/60 s) of the settle starting; a marquee never drifts (once a flick's momentum is spent,
/// it only jumps from item to item, or stays put).
@Suite struct ReducedMotionPropertyTests {
    static let kinds: [CarouselKind] = [.paging, .stack, .focus, .marquee]
    static let step = 1.0 / 60

    @Test(arguments: 0..<4)
    func randomStreamsSettleWithinAStepAndNeverDrift(index: Int) {
        let kind = Self.kinds[index]
        var auto = AutoplayOptionsTests.settings(interval: 0.8, resumeAfter: 0.2)
        auto.pauseButton = true
        auto.progress = .ring
        var scene = Scenes.single(Scenes.carousel(kind: kind, infinite: kind != .paging, count: 6, auto: auto))
        scene.reducedMotion = true
        var engine = Engine(scene: scene)
        let script = RandomInput.script(seed: 9_100 + UInt64(index), count: 10_000, size: scene.windowSize)
        var random = SeededRandom(seed: 5 + UInt64(index))
        var frameTime = 0.0
        var settlingSince: Double?
        var failures = 0
        func check(_ events: [TimedEvent], at time: Double) {
            for event in events {
                switch event.event {
                case .phase(_, .settling), .phase(_, .auto): settlingSince = settlingSince ?? event.time
                case .phase(_, _): settlingSince = nil
                default: break
                }
            }
            if kind != .marquee, let since = settlingSince, time > since + Self.step + 1e-9 {
                failures += 1
                Issue.record("\(kind): still settling at \(time), since \(since)")
                settlingSince = nil
            }
        }
        for step in script.steps {
            while frameTime < step.time {
                frameTime = min(frameTime + Self.step, step.time)
                check(engine.advance(to: frameTime), at: frameTime)
                if failures > 5 { return }
            }
            if random.int(40) == 0 { engine.setWindowVisible(random.int(2) == 0, at: step.time) }
            if random.int(30) == 0 { engine.setWindowFocused(random.int(2) == 0, at: step.time) }
            guard let input = step.input else { continue }
            engine.send(input, at: step.time)
        }
        // No more input: a marquee's flick glides out, then nothing drifts: the position changes
        // only by jumps (auto-scroll ticks), never on two steps in a row.
        engine.setWindowVisible(true, at: frameTime)
        engine.send(.leave, at: frameTime)
        let end = frameTime
        while frameTime < end + 30 {
            frameTime += Self.step
            check(engine.advance(to: frameTime), at: frameTime)
        }
        var last = engine.frames()[0].progress
        var changedLastStep = false
        let rest = frameTime
        while frameTime < rest + 10 {
            frameTime += Self.step
            _ = engine.advance(to: frameTime)
            let progress = engine.frames()[0].progress
            let changed = progress != last
            #expect(!(changed && changedLastStep), "\(kind) drifted at \(frameTime)")
            changedLastStep = changed
            last = progress
        }
        #expect(failures == 0)
    }
}
