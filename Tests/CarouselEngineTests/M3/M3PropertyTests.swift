import CarouselScript
import Testing

@testable import CarouselEngine

/// 10,000 random events (drags, flicks, keys, wheel steps, taps, resizes) per Material 3 layout:
/// the selection is always valid, positions stay finite, every visible length lies within
/// [shortest keyline, large item], and the visible rectangles are in item order along the axis
/// with at least `spacing` between them (never overlapping).
@Suite struct M3PropertyTests {
    struct Layout: Sendable, CustomTestStringConvertible {
        var settings: M3Settings
        var count: Int
        var axis: Axis
        var testDescription: String { "\(settings.layout) \(settings.keylines ?? []) n=\(count) \(axis)" }
    }

    static let layouts: [Layout] = [
        Layout(settings: M3Settings(layout: .multiBrowse, preferredItemLength: 330), count: 20, axis: .horizontal),
        Layout(settings: M3Settings(layout: .multiBrowse, preferredItemLength: 200), count: 9, axis: .vertical),
        Layout(
            settings: M3Settings(layout: .hero, preferredItemLength: 900, heroAlign: .center), count: 8,
            axis: .horizontal),
        Layout(settings: M3Settings(layout: .hero, preferredItemLength: 500), count: 3, axis: .vertical),
        Layout(settings: M3Settings(layout: .uncontained, preferredItemLength: 270), count: 12, axis: .horizontal),
        Layout(settings: M3Settings(keylines: [56, 120, 500, 500, 40]), count: 2, axis: .horizontal),
        Layout(settings: M3Settings(layout: .multiBrowse, preferredItemLength: 330), count: 1, axis: .horizontal),
    ]

    @Test(arguments: layouts.indices)
    func randomInputKeepsItemsOrderedAndInBounds(index: Int) {
        let layout = Self.layouts[index]
        var c = Scenes.carousel(kind: .m3, axis: layout.axis, count: layout.count)
        c.spacing = 8
        c.m3 = layout.settings
        let size = Size(width: 1280, height: 800)
        let script = RandomInput.script(seed: 0x0003_0000 &+ UInt64(index), count: 10_000, size: size)
        var driver = Driver(Scenes.single(c, size: size))
        driver.engine.focus(carouselID: "c")
        var problems: [String] = []
        var framesChecked = 0
        for step in script.steps {
            guard let input = step.input else { continue }
            driver.send(input, at: step.time)
            driver.run(until: step.time)
            let frame = driver.engine.frames()[0]
            framesChecked += 1
            if let problem = Self.problem(frame, configuration: c) { problems.append("t=\(step.time): \(problem)") }
            if problems.count > 5 { break }
        }
        #expect(problems.isEmpty, "\(layout.testDescription): \(problems)")
        #expect(framesChecked > 5_000)
    }

    /// What is wrong with `frame`, or nil.
    static func problem(_ frame: CarouselFrame, configuration: CarouselConfiguration) -> String? {
        let n = configuration.itemCount, axis = configuration.axis
        guard (0..<n).contains(frame.selection) else { return "selection \(frame.selection)" }
        guard frame.progress.isFinite else { return "progress \(frame.progress)" }
        let geometry = M3Geometry(configuration: configuration, frame: frame.frame)
        let region = geometry.region
        let sizes = M3Geometry.sizes(
            configuration.m3, region: region.mainLength(axis), spacing: configuration.spacing, count: n)
        let shortest = sizes.min() ?? 0, longest = sizes.max() ?? 0
        let start = region.mainStart(axis), end = start + region.mainLength(axis)
        var previous: (item: Int, end: Double)?
        for card in frame.cards {
            guard let mask = card.mask else { return "item \(card.item) has no mask" }
            let low = mask.mainStart(axis), length = mask.mainLength(axis), high = low + length
            guard low.isFinite, length.isFinite else { return "item \(card.item) is not finite" }
            guard low >= start - 1e-6, high <= end + 1e-6 else { return "item \(card.item) outside the region" }
            guard length <= longest + 1e-6 else { return "item \(card.item) is \(length) long, over \(longest)" }
            // A mask cut by the region's edge may be shorter; one inside it is a keyline length.
            let cut = low <= start + 1e-6 || high >= end - 1e-6
            guard cut || length >= shortest - 1e-6 else {
                return "item \(card.item) is \(length) long, under \(shortest)"
            }
            if let previous {
                guard card.item == previous.item + 1 else { return "items \(previous.item), \(card.item) out of order" }
                guard low - previous.end >= configuration.spacing - 1e-6 else {
                    return "items \(previous.item) and \(card.item) overlap: gap \(low - previous.end)"
                }
            }
            previous = (card.item, high)
        }
        return nil
    }
}
