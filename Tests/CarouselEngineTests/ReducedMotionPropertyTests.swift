import CarouselScript
import Testing

@testable import CarouselEngine

/// 10,000 random events per kind under reduced motion, with the window hidden and shown and its
/// focus lost and regained at random (docs/engine.md, "Reduced motion"): auto-scroll never
/// pages, never counts down and cannot be switched on (Space is among the random keys); a page
/// change of a snapping kind is at rest on its page within one fixed step (1/60 s) of the
/// settle starting; a marquee never drifts (once a flick's momentum is spent, it stays put).
@Suite struct ReducedMotionPropertyTests {
    static let kinds: [CarouselKind] = [.paging, .stack, .focus, .marquee]
    static let step = 1.0 / 60

    @Test(arguments: 0..<4)
    func randomStreamsNeverAutoScrollAndSettleWithinAStep(index: Int) {
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
                case .phase(_, .auto):
                    failures += 1
                    Issue.record("\(kind): an auto-scroll page at \(event.time)")
                case .phase(_, .settling): settlingSince = settlingSince ?? event.time
                case .phase(_, _): settlingSince = nil
                default: break
                }
            }
            let frame = engine.frames()[0]
            if frame.autoEnabled || frame.autoTimeLeft != nil || frame.pauseButton != nil || frame.progressRing != nil {
                failures += 1
                Issue.record("\(kind): auto-scroll on or counting at \(time)")
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
        // No more input: a marquee's flick glides out, then nothing moves (no drift).
        engine.setWindowVisible(true, at: frameTime)
        engine.send(.leave, at: frameTime)
        let end = frameTime
        while frameTime < end + 30 {
            frameTime += Self.step
            check(engine.advance(to: frameTime), at: frameTime)
        }
        let rested = engine.frames()[0].progress
        _ = engine.advance(to: frameTime + 10)
        #expect(engine.frames()[0].progress == rested, "\(kind) drifted")
        #expect(engine.frames()[0].phase == .idle)
        #expect(failures == 0)
    }
}
