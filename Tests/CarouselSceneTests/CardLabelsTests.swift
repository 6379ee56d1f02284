import CarouselEngine
import CarouselScene
import CarouselSpec
import Testing

/// Card labels: title `clamp(min(h * 0.15, w * 0.12), 10...30)` points unless `title-size` says,
/// padding `clamp(min(w, h) * 0.09, 9...18)`, subtitle 0.62 of the title, each wrapped onto its
/// `…-lines` lines that fit inside the padding, stacked up from the bottom padding.
///
/// With `FakeMetrics` at scale 1 a character of a 10-point line is 5 points wide, a drawn line is
/// 1.25 sizes tall (whole pixels) and lines are 1.5 sizes apart.
@Suite struct CardLabelsTests {
    private let layout = TextLayout(metrics: FakeMetrics(), scale: 1)
    private static let headline = "Storm warning for the north coast as winds reach 120 km/h overnight"

    private func face(_ title: String, _ subtitle: String? = nil, _ label: LabelStyle = .standard) -> CardFace {
        CardFace(
            fill: RGBAColor(red: 0, green: 0, blue: 0), imagePath: nil, title: title, subtitle: subtitle,
            textColor: RGBAColor(red: 255, green: 255, blue: 255), label: label)
    }

    @Test func titleAndSubtitleSitAtTheBottomLeft() throws {
        let labels = try CardLabels.layout(
            face("Title", "Sub"), in: Rect(x: 10, y: 20, width: 200, height: 100), layout: layout)
        // Title 15 points (5 x 7.5 = 37 px by 18); subtitle 9 points (13 px by 11); padding 9.
        #expect(labels.map(\.line.text) == ["Title", "Sub"])
        #expect(labels.map(\.line.points) == [15, 9])
        #expect(labels.map(\.line.face) == [.bold, .regular])
        #expect(labels.map(\.origin) == [Point(x: 19, y: 20 + 100 - 9 - 29), Point(x: 19, y: 20 + 100 - 9 - 11)])
    }

    @Test func aShortCardDropsTheSubtitleAndCutsTheTitle() throws {
        // 120 x 30: title clamp(min(4.5, 14.4), 10...30) = 10 points; padding 9 leaves 12 points of
        // height, room for one title line (15 apart) and none for the subtitle; 102 px across hold
        // 20 characters of 5 px, the ellipsis included, and the cut falls on a space.
        let short = try CardLabels.layout(
            face("A rather long card title", "Sub"), in: Rect(x: 0, y: 0, width: 120, height: 30), layout: layout)
        #expect(short.map(\.line.text) == ["A rather long card…"])
        #expect(short.map(\.origin) == [Point(x: 9, y: 30 - 9 - 12)])
    }

    @Test func aLongTitleWrapsOntoTwoLinesAndTheSecondEndsWithAnEllipsis() throws {
        // 200 x 100: title 15 points, 7.5 px a character; 182 px across hold 24 characters.
        // Before wrapping the title was one line: "Storm warning for the n…".
        let labels = try CardLabels.layout(
            face(Self.headline, "Ferries cancelled"), in: Rect(x: 0, y: 0, width: 200, height: 100), layout: layout)
        #expect(labels.map(\.line.text) == ["Storm warning for the", "north coast as winds re…", "Ferries cancelled"])
        // Stacked up from the bottom padding: 18 + 18 + 11 points.
        let tops: [Double] = [100 - 9 - 47, 100 - 9 - 29, 100 - 9 - 11]
        #expect(labels.map(\.origin.y) == tops)
        #expect(labels.allSatisfy { $0.origin.x == 9 })
    }

    @Test func aTitleThatFitsTwoLinesIsWholeWithoutAnEllipsis() throws {
        let labels = try CardLabels.layout(
            face("Storm warning for the north coast"), in: Rect(x: 0, y: 0, width: 200, height: 100), layout: layout)
        #expect(labels.map(\.line.text) == ["Storm warning for the", "north coast"])
    }

    @Test func centerAndTrailingPlaceEachLineAcrossTheCard() throws {
        let box = Rect(x: 10, y: 0, width: 200, height: 100)
        var style = LabelStyle.standard
        style.align = .center
        let centred = try CardLabels.layout(
            face("Storm warning for the north coast", "Sub", style), in: box, layout: layout)
        // "Storm warning for the" is 21 x 7.5 = 157 px, "north coast" 82 px, "Sub" 13 px.
        let centres: [Double] = [10 + (200 - 157) / 2, 10 + (200 - 82) / 2, 10 + (200 - 13) / 2]
        #expect(centred.map(\.origin.x) == centres)
        style.align = .trailing
        let trailing = try CardLabels.layout(
            face("Storm warning for the north coast", "Sub", style), in: box, layout: layout)
        // Leading is the left padding for left-to-right text, trailing the right one.
        let ends: [Double] = [210 - 9 - 157, 210 - 9 - 82, 210 - 9 - 13]
        #expect(trailing.map(\.origin.x) == ends)
    }

    @Test func writtenSizesAndWeightReplaceTheDerivedOnes() throws {
        let box = Rect(x: 0, y: 0, width: 300, height: 200)
        let derived = try CardLabels.layout(face("Title", "Sub"), in: box, layout: layout)
        #expect(derived.map(\.line.points) == [30, 19])
        let titleOnly = try CardLabels.layout(
            face("Title", "Sub", LabelStyle(titlePoints: 20)), in: box, layout: layout)
        // The subtitle follows a written title size: 0.62 x 20 = 12.4, rounded.
        #expect(titleOnly.map(\.line.points) == [20, 12])
        let both = try CardLabels.layout(
            face("Title", "Sub", LabelStyle(titlePoints: 20, subtitlePoints: 14, weight: .regular)), in: box,
            layout: layout)
        #expect(both.map(\.line.points) == [20, 14])
        #expect(both.map(\.line.face) == [.regular, .regular])
    }

    @Test func lineCountsFollowTheStyleAndTheCardsHeight() throws {
        let box = Rect(x: 0, y: 0, width: 200, height: 100)
        let one = try CardLabels.layout(face(Self.headline, nil, LabelStyle(titleLines: 1)), in: box, layout: layout)
        #expect(one.map(\.line.text) == ["Storm warning for the n…"])
        // Three lines of 15 points (22 apart) fit in the 82 points inside the padding.
        let three = try CardLabels.layout(face(Self.headline, nil, LabelStyle(titleLines: 3)), in: box, layout: layout)
        #expect(
            three.map(\.line.text) == ["Storm warning for the", "north coast as winds", "reach 120 km/h overnight"])
        // 120 x 60: title 10 points (15 apart); 42 points inside hold two lines, whatever is asked.
        let low = try CardLabels.layout(
            face(Self.headline, nil, LabelStyle(titleLines: 10)), in: Rect(x: 0, y: 0, width: 120, height: 60),
            layout: layout)
        #expect(low.map(\.line.text) == ["Storm warning for", "the north coast as…"])
        // A subtitle takes at most its own lines: 1 here.
        let subtitle = try CardLabels.layout(
            face("Title", Self.headline, LabelStyle(subtitleLines: 1)), in: box, layout: layout)
        #expect(subtitle.map(\.line.text) == ["Title", "Storm warning for the north coast as wi…"])
    }
}

/// Labels kept inside the card's rounded shape, or not drawn.
@Suite struct CardLabelsShapeTests {
    private let layout = TextLayout(metrics: FakeMetrics(), scale: 1)

    private func face(_ title: String, _ subtitle: String? = nil) -> CardFace {
        CardFace(
            fill: RGBAColor(red: 0, green: 0, blue: 0), imagePath: nil, title: title, subtitle: subtitle,
            textColor: RGBAColor(red: 255, green: 255, blue: 255))
    }

    /// Whether `rect` lies inside `box` with its corners rounded by `radius`.
    private func inside(_ rect: Rect, _ box: Rect, radius r: Double) -> Bool {
        let corners = [
            (rect.x, rect.y), (rect.x + rect.width, rect.y), (rect.x, rect.y + rect.height),
            (rect.x + rect.width, rect.y + rect.height),
        ]
        return corners.allSatisfy { x, y in
            let cx = min(max(x, box.x + r), box.x + box.width - r)
            let cy = min(max(y, box.y + r), box.y + box.height - r)
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r + 1e-6
        }
    }

    @Test func aLargeCornerRadiusMovesTheLinesInFromItsCurve() throws {
        // 200 x 100 with radius 50: the lines' block ends 9 points above the bottom, 41 points into
        // the bottom corners' band, where the curve is 50 - sqrt(50² - 41²) = 21.4 points in.
        // Before, the lines started at the 9-point padding, across the curve.
        let box = Rect(x: 0, y: 0, width: 200, height: 100)
        let labels = try CardLabels.layout(face("Title", "Sub"), in: box, cornerRadius: 50, layout: layout)
        #expect(labels.map(\.line.text) == ["Title", "Sub"])
        let inset = 50 - (50.0 * 50 - 41 * 41).squareRoot()
        #expect(labels.allSatisfy { abs($0.origin.x - inset) < 1e-9 }, "\(labels.map(\.origin))")
        for label in labels {
            let rect = Rect(
                x: label.origin.x, y: label.origin.y, width: label.line.size.width, height: label.line.size.height)
            #expect(inside(rect, box, radius: 50), "\(rect)")
        }
        // A long title wraps to the narrower width and stays inside the curve too.
        let long = try CardLabels.layout(
            face("Storm warning for the north coast tonight"), in: box, cornerRadius: 50, layout: layout)
        #expect(!long.isEmpty)
        for label in long {
            let rect = Rect(
                x: label.origin.x, y: label.origin.y, width: label.line.size.width, height: label.line.size.height)
            #expect(inside(rect, box, radius: 50), "\(label.line.text) \(rect)")
        }
        // Without a radius the lines keep to the padding.
        let square = try CardLabels.layout(face("Title", "Sub"), in: box, layout: layout)
        #expect(square.allSatisfy { $0.origin.x == 9 })
    }

    @Test func aCardLowerThanOneTitleLineDrawsNoLabel() throws {
        // 120 x 12: a 10-point title line is 12 points tall and would start 9 points above the card.
        let labels = try CardLabels.layout(
            face("Title", "Sub"), in: Rect(x: 0, y: 0, width: 120, height: 12), layout: layout)
        #expect(labels.isEmpty, "\(labels.map(\.origin))")
        // A pill too narrow for anything between its ends draws none either.
        let pill = try CardLabels.layout(
            face("Title"), in: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 20, layout: layout)
        #expect(
            pill.allSatisfy {
                inside(
                    Rect(
                        x: $0.origin.x, y: $0.origin.y, width: $0.line.size.width,
                        height: $0.line.size.height), Rect(x: 0, y: 0, width: 40, height: 40), radius: 20)
            })
    }
}
