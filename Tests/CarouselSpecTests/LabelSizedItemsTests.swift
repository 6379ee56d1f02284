import CarouselEngine
import Foundation
import Testing

@testable import CarouselSpec

/// Items sized by their labels (`per-view = "auto"`, `item-extent = "auto"`; docs/spec.md,
/// "Content-sized items"): along a vertical axis a card is as tall as the lines its title and
/// subtitle wrap onto; along a horizontal one as wide as the wider of the two; and every
/// label-sized card draws its text at one size, taken from the cards' cross size.
@Suite struct LabelSizedItemsTests {
    static let long = "The library opens late on Thursdays through the winter term, until nine in the evening"

    /// The resolved carousel of a one-carousel spec in a `width` x `height` window.
    static func carousel(
        _ body: String, axis: String, width: Int = 480, height: Int = 800, kind: String = "paging"
    ) throws -> ResolvedCarousel {
        let auto = kind == "marquee" ? "[carousel.marquee]\nitem-extent = \"auto\"\n" : "per-view = \"auto\"\n"
        let text =
            "version = 1\n[window]\nsize = [\(width), \(height)]\n[[carousel]]\nid = \"a\"\nkind = \"\(kind)\"\n"
            + "axis = \"\(axis)\"\n" + (kind == "marquee" ? "" : auto) + body
            + (kind == "marquee" ? auto : "")
        let compilation = SpecFixtures.compile(text)
        #expect(
            !compilation.diagnostics.contains { $0.code.text.hasPrefix("E") }, "\(SpecFixtures.describe(compilation))")
        return try #require(compilation.spec?.carousels.first)
    }

    static func items(_ titles: [(String, String?)], extra: String = "") -> String {
        titles.map { title, subtitle in
            "[[carousel.items]]\ntitle = \"\(title)\"\n" + (subtitle.map { "subtitle = \"\($0)\"\n" } ?? "") + extra
        }.joined()
    }

    static func lengths(_ carousel: ResolvedCarousel, cross: Double) -> [Double] {
        let lengths =
            carousel.engine.kind == .marquee ? carousel.engine.marquee.lengths : carousel.engine.paging.lengths
        return (0..<carousel.items.count).map { lengths?.length(of: $0, cross: cross) ?? -1 }
    }

    @Test func aVerticalCardIsAsTallAsTheLinesItsTitleWrapsOnto() throws {
        let carousel = try Self.carousel(
            Self.items([("Lost cat", nil), (Self.long, nil), ("Lost cat", "Black and white, answers to Tom")]),
            axis: "vertical")
        let lengths = Self.lengths(carousel, cross: 0)
        // Two lines (the default `title-lines`) are taller than one; a subtitle adds its line.
        #expect(lengths[1] > lengths[0], "\(lengths)")
        #expect(lengths[2] > lengths[0], "\(lengths)")
        let oneLine = try Self.carousel(Self.items([(Self.long, nil)], extra: "title-lines = 1\n"), axis: "vertical")
        #expect(Self.lengths(oneLine, cross: 0)[0] == lengths[0], "title-lines = 1 keeps one line")
        let three = try Self.carousel(Self.items([(Self.long, nil)], extra: "title-lines = 3\n"), axis: "vertical")
        #expect(Self.lengths(three, cross: 0)[0] > lengths[1], "a third line makes the card taller")
    }

    @Test func aHorizontalCardFitsItsWiderLabel() throws {
        let titleOnly = try Self.carousel(Self.items([("Pool", nil)]), axis: "horizontal", width: 1280, height: 240)
        let withSubtitle = try Self.carousel(
            Self.items([("Pool", "Closed for maintenance until Friday")]), axis: "horizontal", width: 1280,
            height: 240)
        #expect(Self.lengths(withSubtitle, cross: 200)[0] > Self.lengths(titleOnly, cross: 200)[0])
    }

    @Test func labelSizedCardsDrawTheirTextAtOneSizeFromTheCrossSize() throws {
        for (axis, kind) in [("vertical", "paging"), ("horizontal", "paging"), ("horizontal", "marquee")] {
            let carousel = try Self.carousel(
                Self.items([("Lost cat", nil), (Self.long, "Bring your card")]), axis: axis, kind: kind)
            let points = (0..<2).compactMap { carousel.items.item(at: $0)?.label.titlePoints }
            #expect(points.count == 2 && points[0] == points[1], "\(axis) \(kind): \(points)")
            let subtitle = try #require(carousel.items.item(at: 1)?.label.subtitlePoints)
            #expect(subtitle == CardText.subtitlePoints(title: points[0]))
        }
        // A written size stays.
        let written = try Self.carousel(
            Self.items([("Lost cat", nil)], extra: "title-size = 17\n"), axis: "vertical")
        #expect(written.items.item(at: 0)?.label.titlePoints == 17)
    }

    @Test func generatedLabelSizedItemsShareTheSize() throws {
        let carousel = try Self.carousel("[carousel.generate]\ncount = 1000\n", axis: "vertical")
        let first = carousel.items.item(at: 0)?.label.titlePoints
        #expect(first != nil && first == carousel.items.item(at: 999)?.label.titlePoints)
    }

    @Test func verticalLabelSizedCardsAreNotHeldToOneCardHeight() throws {
        // W0409 holds `title-lines` against the card's height; a vertical label-sized card grows
        // to its lines instead.
        let text =
            "version = 1\n[window]\nsize = [420, 720]\n[[carousel]]\nid = \"a\"\nkind = \"marquee\"\n"
            + "axis = \"vertical\"\n[carousel.marquee]\nitem-extent = \"auto\"\n[carousel.text]\ntitle-lines = 3\ntitle-size = 22\n"
            + Self.items([("Markets open higher", nil), (Self.long, nil)])
        let compilation = SpecFixtures.compile(text)
        #expect(!compilation.diagnostics.contains { $0.code.text == "W0409" }, "\(SpecFixtures.describe(compilation))")
        // The same text on equal cards is too many lines.
        let equal = SpecFixtures.compile(
            text.replacingOccurrences(of: "item-extent = \"auto\"", with: "item-extent = 63"))
        #expect(equal.diagnostics.contains { $0.code.text == "W0409" }, "\(SpecFixtures.describe(equal))")
    }

    @Test func withoutFontsWordsAreWrappedGreedilyAtTheEstimatedWidth() {
        // 10 points at 0.72 em per character: 10 characters in 72 points.
        func lines(_ text: String, maxLines: Int = 9) -> Int {
            ItemLengthResolver.estimatedLineCount(text, points: 10, width: 72, maxLines: maxLines)
        }
        #expect(lines("") == 1)
        #expect(lines("aaaa bbbbb") == 1)
        #expect(lines("aaaa bbbb cccc") == 2)
        #expect(lines("aaaa bbbbb cccc") == 2)
        #expect(lines("aaaa bbbbbb cccc") == 3)
        #expect(lines(String(repeating: "x", count: 25)) == 3, "a word wider than the line is broken")
        #expect(lines("a\nb\n\nc") == 4)
        #expect(lines("aaaa bbbb cccc dddd eeee ffff", maxLines: 2) == 2)
    }
}
