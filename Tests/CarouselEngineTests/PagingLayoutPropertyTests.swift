import Testing

@testable import CarouselEngine

/// 10,000 random events (drags, flicks, keys, wheel steps, hovers, resizes) per paging layout:
/// the selection is always valid, positions stay finite, and whenever the carousel is at rest
/// the drawn items tile the axis with exactly `spacing` between them (no gap, no overlap), the
/// selected item at its snap point or (contained) inside its resting range.
@Suite struct PagingLayoutPropertyTests {
    struct Layout: Sendable, CustomTestStringConvertible {
        var perView: Double
        var align: SnapAlign
        var scrollBy: ScrollStep
        var contain: Bool
        var infinite: Bool
        var count: Int
        var axis: Axis
        var testDescription: String {
            "\(perView) \(align) \(scrollBy) contain=\(contain) infinite=\(infinite) n=\(count) \(axis)"
        }
    }

    static func layout(
        _ perView: Double, _ align: SnapAlign, _ scrollBy: ScrollStep, contain: Bool = false, loop: Bool = false,
        _ count: Int, _ axis: Axis = .horizontal
    ) -> Layout {
        Layout(
            perView: perView, align: align, scrollBy: scrollBy, contain: contain, infinite: loop, count: count,
            axis: axis)
    }

    static let layouts: [Layout] = [
        layout(4.3, .start, .page, contain: true, 12),
        layout(4.3, .start, .page, contain: true, 12, .vertical),
        layout(2.5, .center, .items(1), loop: true, 3),
        layout(4.3, .start, .items(1), loop: true, 2, .vertical),
        layout(3, .end, .items(2), loop: true, 5),
        layout(3, .center, .items(1), contain: true, 7),
        layout(6, .start, .page, contain: true, 4),
        layout(1.5, .end, .items(1), 9, .vertical),
    ]

    static func configuration(_ layout: Layout) -> CarouselConfiguration {
        var c = Scenes.carousel(kind: .paging, axis: layout.axis, infinite: layout.infinite, count: layout.count)
        c.paging = PagingLayout(
            perView: layout.perView, align: layout.align, scrollBy: layout.scrollBy, contain: layout.contain)
        return c
    }

    @Test(arguments: layouts.indices)
    func randomInputKeepsTheLayoutSeamless(index: Int) {
        let layout = Self.layouts[index]
        let c = Self.configuration(layout)
        let run = RandomEventRun(c, seed: 0x5EED_0000 &+ UInt64(index)) { driver, atRest in
            Self.problem(driver.frame, layout: layout, configuration: c, atRest: atRest)
        }
        #expect(run.problems.isEmpty, "\(layout.testDescription): \(run.problems)")
        #expect(run.rests > 100, "only \(run.rests) frames at rest")
    }

    /// What is wrong with `frame`, or nil.
    static func problem(
        _ frame: CarouselFrame, layout: Layout, configuration: CarouselConfiguration, atRest: Bool
    ) -> String? {
        let n = layout.count
        guard (0..<n).contains(frame.selection) else { return "selection \(frame.selection)" }
        guard frame.progress.isFinite, frame.progress >= 0, frame.progress < Double(n) else {
            return "progress \(frame.progress)"
        }
        let axis = layout.axis
        let cards = frame.cards
        guard cards.allSatisfy({ $0.rect.x.isFinite && $0.rect.y.isFinite }) else { return "a card is not finite" }
        guard atRest, !cards.isEmpty else { return nil }
        let geometry = PagingGeometry(configuration: configuration, frame: frame.frame)
        let spacing = configuration.spacing
        for (previous, next) in zip(cards, cards.dropFirst()) {
            let gap = next.rect.mainStart(axis) - (previous.rect.mainStart(axis) + previous.rect.mainLength(axis))
            guard abs(gap - spacing) < 1e-6, next.item == (previous.item + 1) % n || !layout.infinite else {
                return "gap \(gap) between items \(previous.item) and \(next.item)"
            }
        }
        // The frame must be covered from its first to its last drawn card without a hole.
        let regionStart = frame.frame.mainStart(axis), regionEnd = regionStart + frame.frame.mainLength(axis)
        if layout.infinite {
            let first = cards[0].rect.mainStart(axis)
            let lastCard = cards[cards.count - 1]
            let last = lastCard.rect.mainStart(axis) + lastCard.rect.mainLength(axis)
            guard first <= regionStart + spacing + 1e-6, last >= regionEnd - spacing - 1e-6 else {
                return "a loop leaves the frame uncovered: \(first)...\(last)"
            }
        }
        if let box = geometry.containment {
            let position = frame.progress
            guard position >= box.low - 1e-6, position <= box.high + 1e-6 else {
                return "rests at \(position), outside \(box.low)...\(box.high)"
            }
        } else {
            let selected = cards.filter { $0.item == frame.selection }
            let snap = geometry.mainCenter - geometry.pageLength / 2
            guard selected.contains(where: { abs($0.rect.mainStart(axis) - snap) < 1e-6 }) else {
                return "item \(frame.selection) is not at its snap point \(snap)"
            }
        }
        return nil
    }
}
