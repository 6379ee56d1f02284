import Testing

@testable import CarouselEngine

/// 10,000 random events (drags, flicks, keys, wheel steps, hovers, resizes) per free layout:
/// the selection is always valid, positions stay finite, a loop at rest tiles the frame with
/// exactly `spacing` between items, a finite carousel rests between its ends, and free-snap
/// rests exactly on a snap point (the resting position of its target).
@Suite struct FreeScrollPropertyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var mode: SnapMode
        var kind: CarouselKind
        var perView: Double
        var align: SnapAlign
        var contain: Bool
        var infinite: Bool
        var count: Int
        var axis: Axis
        var testDescription: String {
            "\(mode) \(kind) \(perView) \(align) contain=\(contain) infinite=\(infinite) n=\(count) \(axis)"
        }
    }

    static let cases: [Case] = [
        Case(
            mode: .free, kind: .paging, perView: 1, align: .center, contain: false, infinite: false, count: 5,
            axis: .horizontal),
        Case(
            mode: .free, kind: .paging, perView: 2.5, align: .center, contain: false, infinite: true, count: 3,
            axis: .vertical),
        Case(
            mode: .free, kind: .paging, perView: 4.3, align: .start, contain: true, infinite: false, count: 12,
            axis: .horizontal),
        Case(
            mode: .freeSnap, kind: .paging, perView: 1, align: .center, contain: false, infinite: true, count: 2,
            axis: .horizontal),
        Case(
            mode: .freeSnap, kind: .paging, perView: 4.3, align: .start, contain: true, infinite: false, count: 12,
            axis: .vertical),
        Case(
            mode: .freeSnap, kind: .paging, perView: 3, align: .end, contain: false, infinite: true, count: 5,
            axis: .horizontal),
        Case(
            mode: .freeSnap, kind: .focus, perView: 1, align: .center, contain: false, infinite: false, count: 7,
            axis: .horizontal),
        Case(
            mode: .free, kind: .focus, perView: 1, align: .center, contain: false, infinite: true, count: 4,
            axis: .vertical),
    ]

    static func configuration(_ c: Case) -> CarouselConfiguration {
        var config = Scenes.carousel(kind: c.kind, axis: c.axis, infinite: c.infinite, count: c.count)
        if c.kind == .paging {
            config.paging = PagingLayout(perView: c.perView, align: c.align, scrollBy: .items(1), contain: c.contain)
        }
        config.snap.mode = c.mode
        return config
    }

    @Test(arguments: cases.indices)
    func randomInputKeepsFreeScrollingValid(index: Int) {
        let c = Self.cases[index]
        let config = Self.configuration(c)
        let run = RandomEventRun(
            config, seed: 0xF4EE_0000 &+ UInt64(index), settled: { $0.engine.carousels[0].press == nil }
        ) { driver, atRest in
            Self.problem(driver, c, config: config, atRest: atRest)
        }
        #expect(run.problems.isEmpty, "\(c.testDescription): \(run.problems)")
        #expect(run.rests > 100, "only \(run.rests) frames at rest")
    }

    /// What is wrong, or nil.
    static func problem(_ driver: Driver, _ c: Case, config: CarouselConfiguration, atRest: Bool) -> String? {
        let frame = driver.frame
        let carousel = driver.engine.carousels[0]
        guard (0..<c.count).contains(frame.selection) else { return "selection \(frame.selection)" }
        guard carousel.position.isFinite, frame.progress >= 0, frame.progress < Double(c.count) else {
            return "position \(carousel.position), progress \(frame.progress)"
        }
        guard frame.cards.allSatisfy({ $0.rect.x.isFinite && $0.rect.y.isFinite }) else {
            return "a card is not finite"
        }
        guard atRest else { return nil }
        let behavior = carousel.behavior
        if c.mode == .freeSnap, carousel.position != behavior.restingPosition(carousel.target) {
            return "free-snap rests at \(carousel.position), not on target \(carousel.target)'s snap point"
        }
        if c.infinite {
            guard carousel.position >= 0, carousel.position < Double(c.count) else {
                return "a loop rests at \(carousel.position), outside [0, n)"
            }
            if c.kind == .paging {
                let axis = c.axis
                for (previous, next) in zip(frame.cards, frame.cards.dropFirst()) {
                    let gap =
                        next.rect.mainStart(axis) - (previous.rect.mainStart(axis) + previous.rect.mainLength(axis))
                    guard abs(gap - config.spacing) < 1e-6, next.item == (previous.item + 1) % c.count else {
                        return "gap \(gap) between items \(previous.item) and \(next.item)"
                    }
                }
            }
        } else {
            let range = behavior.targetRange
            let first = behavior.restingPosition(range.lowerBound), last = behavior.restingPosition(range.upperBound)
            guard carousel.position >= first - 1e-9, carousel.position <= last + 1e-9 else {
                return "rests at \(carousel.position), outside \(first)...\(last)"
            }
        }
        // The selection is the target nearest to where it rests.
        if carousel.target != carousel.nearestTarget(to: carousel.position) {
            return "target \(carousel.target) is not the nearest to \(carousel.position)"
        }
        return nil
    }
}
