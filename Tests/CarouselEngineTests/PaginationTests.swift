import Testing

@testable import CarouselEngine

/// `pagination`: the fraction text, the progress fill `clamp((progress + 1) / n, 1 / n, 1)`, the
/// progress track in the strip, and what the engine's frame carries (docs/engine.md, "Pagination").
@Suite struct PaginationTests {
    @Test func fractionReadsSelectedOverCount() {
        #expect(Pagination.fraction(selection: 2, count: 10) == "3 / 10")
        #expect(Pagination.fraction(selection: 9_999_999, count: 10_000_000) == "10000000 / 10000000")
        #expect(Pagination.fraction(selection: 0, count: 0) == "0 / 0")
    }

    @Test(arguments: [1, 2, 7, 10_000_000])
    func progressFillGoesFromOneItemToTheWholeBar(n: Int) {
        let count = Double(n)
        #expect(Pagination.progressFill(progress: 0, count: n) == 1 / count)
        #expect(Pagination.progressFill(progress: count - 1, count: n) == 1)
        // Past the last item, towards a loop's seam, the bar stays full; before 0 it keeps one item.
        #expect(Pagination.progressFill(progress: count - 0.5, count: n) == 1)
        #expect(Pagination.progressFill(progress: -0.5, count: n) == 1 / count)
        if n > 2 { #expect(Pagination.progressFill(progress: 1.5, count: n) == 2.5 / count) }
        #expect(Pagination.progressFill(progress: 0, count: 0) == 0)
    }

    @Test func theTrackIsInsetAlongAndCentredAcross() throws {
        let strip = Rect(x: 0, y: 300, width: 400, height: 24)
        let track = try #require(Pagination.progressTrack(in: strip, axis: .horizontal))
        let inset = Pagination.barInset, thickness = Pagination.barThickness
        #expect(track == Rect(x: inset, y: 312 - thickness / 2, width: 400 - 2 * inset, height: thickness))
        let column = Rect(x: 380, y: 20, width: 24, height: 200)
        let vertical = try #require(Pagination.progressTrack(in: column, axis: .vertical))
        #expect(vertical == Rect(x: 392 - thickness / 2, y: 20 + inset, width: thickness, height: 200 - 2 * inset))
        let short = Rect(x: 0, y: 0, width: 2 * inset + 1, height: 24)
        #expect(Pagination.progressTrack(in: short, axis: .horizontal) == nil)
    }

    @Test func theFractionBoxFitsTheWidestText() {
        let strip = Rect(x: 0, y: 300, width: 400, height: 24)
        let box = Pagination.fractionBox(count: 10, in: strip)
        // "10 / 10" is 7 characters.
        #expect(box.width == 7 * Pagination.fractionCharacterWidth)
        #expect(box.center == strip.center)
    }

    static func frame(_ style: PaginationStyle, count: Int) -> CarouselFrame {
        var configuration = Scenes.carousel(count: count, indicators: style != .none)
        configuration.pagination = style
        var engine = Engine(scene: Scenes.single(configuration))
        _ = engine.advance(to: 0.1)
        return engine.frames()[0]
    }

    @Test func theFrameCarriesTheStyleAndStripAndDotsOnlyForDots() {
        let dots = Self.frame(.dots, count: 5)
        #expect(dots.pagination == .dots && dots.dots.count == 5 && dots.paginationStrip != nil)
        for style in [PaginationStyle.fraction, .progress] {
            let frame = Self.frame(style, count: 5)
            #expect(frame.pagination == style && frame.dots.isEmpty)
            #expect(frame.paginationStrip?.y == frame.frame.y + frame.frame.height)
        }
        let none = Self.frame(.none, count: 5)
        #expect(none.pagination == .none && none.paginationStrip == nil && none.dots.isEmpty)
    }

    @Test func tenMillionItemsKeepTheDotsWindowed() {
        let frame = Self.frame(.dots, count: 10_000_000)
        #expect(frame.dots.count == PageIndicator.maximumDots)
        #expect(Self.frame(.fraction, count: 10_000_000).itemCount == 10_000_000)
    }
}
