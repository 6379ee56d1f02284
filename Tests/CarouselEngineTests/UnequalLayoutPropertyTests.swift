import Testing

@testable import CarouselEngine

/// 10,000 random events per `per-view = "auto"` layout: whenever the carousel is at rest the
/// drawn items tile the axis with exactly `spacing` between them, each as long as its extent
/// says, and the selected item rests at its snap point or (contained) inside the resting range.
@Suite struct UnequalLayoutPropertyTests {
    static let lengths = ItemLengths(
        written: [.points(180), .aspect(1.5), .points(90), .aspect(0.66), .points(420), .points(60)],
        fallback: .points(240))

    static let layouts: [(align: SnapAlign, contain: Bool, loop: Bool, count: Int, axis: Axis)] = [
        (.start, true, false, 6, .horizontal),
        (.center, false, false, 9, .horizontal),
        (.end, false, true, 6, .horizontal),
        (.center, false, true, 1_000, .vertical),
        (.start, true, false, 3, .vertical),
    ]

    @Test(arguments: layouts.indices)
    func randomInputKeepsUnequalItemsSeamless(index: Int) {
        let layout = Self.layouts[index]
        var c = Scenes.carousel(kind: .paging, axis: layout.axis, infinite: layout.loop, count: layout.count)
        c.paging = PagingLayout(perView: 1, align: layout.align, contain: layout.contain)
        c.paging.lengths = Self.lengths
        let run = RandomEventRun(c, seed: 0xA070_0000 &+ UInt64(index)) { driver, atRest in
            Self.problem(driver.frame, configuration: c, atRest: atRest)
        }
        #expect(run.problems.isEmpty, "\(layout): \(run.problems)")
        #expect(run.rests > 100, "only \(run.rests) frames at rest")
    }

    static func problem(_ frame: CarouselFrame, configuration c: CarouselConfiguration, atRest: Bool) -> String? {
        let n = c.itemCount
        guard (0..<n).contains(frame.selection) else { return "selection \(frame.selection)" }
        let axis = c.axis
        let cards = frame.cards.sorted { $0.rect.mainStart(axis) < $1.rect.mainStart(axis) }
        guard cards.allSatisfy({ $0.rect.x.isFinite && $0.rect.y.isFinite }) else { return "a card is not finite" }
        guard atRest, !cards.isEmpty else { return nil }
        let geometry = PagingGeometry(configuration: c, frame: frame.frame)
        for card in cards {
            let expected = Self.lengths.length(of: card.item, cross: geometry.pageCross)
            guard abs(card.rect.mainLength(axis) - expected) < 1e-6 else {
                return "item \(card.item) is \(card.rect.mainLength(axis)) long, not \(expected)"
            }
        }
        for (previous, next) in zip(cards, cards.dropFirst()) {
            let gap = next.rect.mainStart(axis) - (previous.rect.mainStart(axis) + previous.rect.mainLength(axis))
            guard abs(gap - c.spacing) < 1e-6 else { return "gap \(gap) between \(previous.item) and \(next.item)" }
        }
        if let box = geometry.containment {
            guard frame.progress >= box.low - 1e-6, frame.progress <= box.high + 1e-6 else {
                return "rests at \(frame.progress), outside \(box.low)...\(box.high)"
            }
        } else {
            let region = frame.frame.mainStart(axis) + c.insets.mainLeading(axis)
            let length = frame.frame.mainLength(axis) - c.insets.mainLeading(axis) - c.insets.mainTrailing(axis)
            let alpha: Double = c.paging.align == .start ? 0 : (c.paging.align == .center ? 0.5 : 1)
            let snap = region + alpha * length
            guard
                cards.contains(where: {
                    $0.item == frame.selection
                        && abs($0.rect.mainStart(axis) + alpha * $0.rect.mainLength(axis) - snap) < 1e-6
                })
            else { return "item \(frame.selection) is not at its snap point \(snap)" }
        }
        return nil
    }
}
