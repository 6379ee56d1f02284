import CarouselScript
import Testing

@testable import CarouselEngine

/// Right to left is the exact mirror of left to right (docs/engine.md, "Right to left"): fed the
/// mirrored input (`x -> W - x` in a window `W` wide whose one carousel spans it, a horizontal
/// wheel negated, left and right swapped), a right-to-left carousel reports the same events,
/// selection, progress and phase as the left-to-right one fed the original, and every card,
/// dot and pause button at the mirrored place: `x' = 2 cx - x - width`. A vertical carousel is
/// tested without page dots: its dot strip keeps its place right of the frame, so it has no
/// mirror image inside the window.
@Suite struct MirrorPropertyTests {
    static let size = Size(width: 1280, height: 800)
    /// Points are snapped to 1/16 so `W - x` is exact in binary floating point: the two engines
    /// then see bit-identical logical input and any difference is the mirroring's own.
    /// Kept off the window's edges, where `Rect.contains` (right edge excluded) is not symmetric.
    static func snap(_ value: Double) -> Double { min(max((value * 16).rounded() / 16, 0.0625), 1279.9375) }

    static let cases: [(CarouselKind, Axis, Bool, CardEffect)] = [
        (.paging, .horizontal, false, .slide), (.paging, .horizontal, true, .slide),
        (.paging, .vertical, false, .slide),
        (
            .paging, .horizontal, true,
            .coverflow(CoverflowSettings(rotateDegrees: 50, depthPoints: 100, stretchPoints: 0, modifier: 1))
        ),
        (.stack, .horizontal, true, .slide), (.stack, .vertical, true, .slide),
        (.marquee, .horizontal, true, .slide), (.marquee, .vertical, true, .slide),
        (.focus, .horizontal, true, .slide), (.focus, .vertical, false, .slide),
        (.m3, .horizontal, false, .slide), (.m3, .vertical, false, .slide),
    ]

    /// The random script without resizes and live changes, its points snapped.
    static func script(seed: UInt64) -> InputScript {
        let raw = RandomInput.script(seed: seed, count: 10_000, size: size)
        var steps: [TimedStep] = []
        for step in raw.steps {
            guard let input = step.input else { continue }
            switch input {
            case .resize, .change: continue
            default: steps.append(TimedStep(step.time, .input(snapped(input))))
            }
        }
        return InputScript(size: size, steps: steps)
    }

    static func snapped(_ input: InputEvent) -> InputEvent {
        let p = { (point: Point) in Point(x: snap(point.x), y: (point.y * 16).rounded() / 16) }
        switch input {
        case .pointerDown(let point): return .pointerDown(p(point))
        case .pointerMove(let point): return .pointerMove(p(point))
        case .pointerUp(let point): return .pointerUp(p(point))
        case .hover(let point): return .hover(p(point))
        case .wheel(let point, let dx, let dy): return .wheel(at: p(point), dx: dx, dy: dy)
        default: return input
        }
    }

    /// The input a user in the mirrored window gives.
    static func mirrored(_ input: InputEvent) -> InputEvent {
        let m = { (point: Point) in Point(x: size.width - point.x, y: point.y) }
        switch input {
        case .pointerDown(let point): return .pointerDown(m(point))
        case .pointerMove(let point): return .pointerMove(m(point))
        case .pointerUp(let point): return .pointerUp(m(point))
        case .hover(let point): return .hover(m(point))
        case .wheel(let point, let dx, let dy): return .wheel(at: m(point), dx: -dx, dy: dy)
        case .key(.left): return .key(.right)
        case .key(.right): return .key(.left)
        default: return input
        }
    }

    static func scene(
        _ kind: CarouselKind, _ axis: Axis, _ infinite: Bool, _ effect: CardEffect,
        direction: LayoutDirection
    ) -> SceneConfiguration {
        var c = Scenes.carousel(
            "a", kind: kind, axis: axis, infinite: infinite, count: 7,
            auto: Scenes.auto(interval: 1, resumeAfter: 0.5), indicators: axis == .horizontal)
        c.effect = effect
        c.direction = direction
        c.auto?.pauseButton = true
        return Scenes.single(c, size: size)
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a)) }

    @Test(arguments: 0..<cases.count)
    func rightToLeftMirrorsLeftToRightUnderTenThousandRandomEvents(index: Int) {
        let (kind, axis, infinite, effect) = Self.cases[index]
        let script = Self.script(seed: UInt64(1000 + index))
        var ltr = Engine(scene: Self.scene(kind, axis, infinite, effect, direction: .ltr))
        var rtl = Engine(scene: Self.scene(kind, axis, infinite, effect, direction: .rtl))
        var next = 0
        var failures = 0
        var compared = 0
        func fail(_ what: String, _ time: Double) {
            failures += 1
            if failures == 1 { Issue.record("\(kind) \(axis) \(effect) t=\(time): \(what)") }
        }
        for k in 0...Int((script.duration + 2) * 60) {
            let time = Double(k) / 60
            while next < script.steps.count && script.steps[next].time <= time {
                if let input = script.steps[next].input {
                    ltr.send(input, at: script.steps[next].time)
                    rtl.send(Self.mirrored(input), at: script.steps[next].time)
                }
                next += 1
            }
            let left = ltr.advance(to: time), right = rtl.advance(to: time)
            if left != right { fail("events \(left) vs \(right)", time) }
            for (a, b) in zip(ltr.frames(), rtl.frames()) {
                compared += 1
                let sum = 2 * a.frame.x + a.frame.width
                if a.selection != b.selection || a.progress != b.progress || a.phase != b.phase {
                    fail(
                        "state \(a.selection) \(a.progress) \(a.phase) vs \(b.selection) \(b.progress) \(b.phase)", time
                    )
                }
                if b.direction != .rtl { fail("the frame does not say rtl", time) }
                if a.cards.count != b.cards.count { fail("card count", time); continue }
                for (p, q) in zip(a.cards, b.cards) {
                    let x = sum - p.rect.x - p.rect.width
                    if p.item != q.item || !Self.close(x, q.rect.x) || p.rect.y != q.rect.y
                        || p.rect.width != q.rect.width || p.rect.height != q.rect.height || p.scale != q.scale
                        || p.opacity != q.opacity || p.z != q.z
                    {
                        fail("card \(p.item) at \(p.rect) mirrors to x \(x), got \(q.item) at \(q.rect)", time)
                    }
                    if let m = p.mask, let n = q.mask {
                        if !Self.close(sum - m.x - m.width, n.x) || m.y != n.y || m.width != n.width {
                            fail("mask \(m) vs \(n)", time)
                        }
                    } else if (p.mask == nil) != (q.mask == nil) {
                        fail("mask", time)
                    }
                    if let s = p.spatial, let t = q.spatial, let u = s.projection.bounds, let v = t.projection.bounds {
                        if !Self.close(sum - u.x - u.width, v.x) || !Self.close(u.width, v.width)
                            || s.projection.isBackFacing != t.projection.isBackFacing
                        {
                            fail("projected card \(p.item) \(u) vs \(v)", time)
                        }
                    } else if (p.spatial == nil) != (q.spatial == nil) {
                        fail("spatial", time)
                    }
                }
                for (d, e) in zip(a.dots, b.dots) {
                    let x = axis == .horizontal ? sum - d.center.x : d.center.x
                    if !Self.close(x, e.center.x) || d.center.y != e.center.y || d.size != e.size {
                        fail("dot \(d) vs \(e)", time)
                    }
                }
                if a.dots.count != b.dots.count { fail("dot count", time) }
                if let p = a.pauseButton, let q = b.pauseButton, !Self.close(sum - p.x - p.width, q.x) {
                    fail("pause button \(p) vs \(q)", time)
                }
            }
        }
        #expect(failures == 0)
        #expect(compared > 10_000)
        #expect(script.steps.count > 9_000)
    }
}
