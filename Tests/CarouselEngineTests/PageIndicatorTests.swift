import Testing
@testable import CarouselEngine

@Suite struct PageIndicatorTests {
    let rect = Rect(x: 0, y: 776, width: 1280, height: 24)

    @Test func dotsScrubWithProgress() {
        let dots = PageIndicator.dots(
            count: 5, progress: 1.25, selection: 1, loops: false, axis: .horizontal, rect: rect)
        #expect(dots.map(\.activity) == [0, 0.75, 0.25, 0, 0])
        #expect(dots[1].size == 8 + 12 * 0.75)
        #expect(dots[2].center == Point(x: 640, y: 788))
    }

    @Test func loopingDotsWrap() {
        let dots = PageIndicator.dots(count: 5, progress: 4.5, selection: 0, loops: true, axis: .horizontal, rect: rect)
        #expect(dots[0].activity == 0.5 && dots[4].activity == 0.5)
    }

    @Test func hugeCountsShowAWindowOfDots() {
        let dots = PageIndicator.dots(
            count: 10_000_000, progress: 5_000_000, selection: 5_000_000, loops: false, axis: .horizontal, rect: rect)
        #expect(dots.count == PageIndicator.maximumDots)
        #expect(dots[5].activity == 1)
        let item = PageIndicator.item(
            at: Point(x: 640 + PageIndicator.pitch, y: 788), count: 10_000_000, selection: 5_000_000, loops: false,
            axis: .horizontal,
            rect: rect)
        #expect(item == 5_000_001)
        let wrapped = PageIndicator.item(
            at: Point(x: 640 - 5 * PageIndicator.pitch, y: 788), count: 100, selection: 2, loops: true,
            axis: .horizontal, rect: rect)
        #expect(wrapped == 97)
    }

    /// A strip shorter than 11 dots shows as many as fit, so the row stays inside its carousel.
    @Test func aShortStripShowsTheDotsThatFit() {
        let strip = Rect(x: 0, y: 376, width: 213, height: 24)
        #expect(PageIndicator.capacity(of: strip, axis: .horizontal) == 9)
        let dots = PageIndicator.dots(
            count: 12, progress: 0, selection: 0, loops: false, axis: .horizontal, rect: strip)
        #expect(dots.count == 9)
        #expect(dots.allSatisfy { $0.center.x - 10 >= strip.x && $0.center.x + 10 <= strip.maxX })
        let tall = Rect(x: 296, y: 28, width: 24, height: 212)
        #expect(PageIndicator.capacity(of: tall, axis: .vertical) == 9)
        #expect(PageIndicator.capacity(of: Rect(x: 0, y: 0, width: 5, height: 24), axis: .horizontal) == 1)
    }

    @Test func noDotsForOneItemAndMissesBetweenDots() {
        #expect(
            PageIndicator.dots(count: 1, progress: 0, selection: 0, loops: false, axis: .horizontal, rect: rect).isEmpty
        )
        #expect(
            PageIndicator.item(
                at: Point(x: 10, y: 788), count: 5, selection: 0, loops: false, axis: .horizontal, rect: rect) == nil)
    }

    /// WCAG 2.5.8: every point of a 24 x 24-point square around each dot's centre presses that
    /// dot, in a default 24-point strip on both axes.
    @Test func eachDotHasATwentyFourPointTarget() {
        let strips: [(Rect, Axis)] = [(rect, .horizontal), (Rect(x: 1000, y: 0, width: 24, height: 800), .vertical)]
        for (strip, axis) in strips {
            let dots = PageIndicator.dots(count: 7, progress: 3, selection: 3, loops: false, axis: axis, rect: strip)
            #expect(dots.count == 7)
            for (index, dot) in dots.enumerated() {
                for along in stride(from: -11.9, through: 11.9, by: 0.7) {
                    for across in stride(from: -11.9, through: 11.9, by: 0.7) {
                        let point =
                            axis == .horizontal
                            ? Point(x: dot.center.x + along, y: dot.center.y + across)
                            : Point(x: dot.center.x + across, y: dot.center.y + along)
                        let hit = PageIndicator.item(
                            at: point, count: 7, selection: 3, loops: false, axis: axis, rect: strip)
                        #expect(hit == index, "dot \(index) at offset \(along), \(across)")
                    }
                }
            }
        }
    }
}
