import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `label` on a carousel, `alt` on image items, W0432, and the announcement text
/// ("Item 3 of 10: Sunrise over the bay") that `simulate` and `demo --events` print.
@Suite struct AccessibleContentTests {
    static let sunrise = SpecFixtures.packageRoot + "/Assets/images/sunrise.png"

    static func spec(_ carousel: String = "", items: [String]) -> String {
        "[[carousel]]\nid = \"bay\"\n" + carousel
            + items.map { "[[carousel.items]]\n" + $0 + "\n" }.joined()
    }

    @Test func announcementsReadAltThenTitleThenThePositionAlone() throws {
        let text = Self.spec(items: [
            "image = \"\(Self.sunrise)\"\nalt = \"Sunrise over the bay\"\ntitle = \"Morning\"",
            "title = \"Harbour\"", "image = \"\(Self.sunrise)\"\nalt = \"\"",
            "image = \"\(Self.sunrise)\"\nalt = \"\"\ntitle = \"Dawn\"", "color = \"red\"",
        ])
        let compilation = SpecFixtures.compile(text)
        #expect(compilation.diagnostics.isEmpty, "\(SpecFixtures.describe(compilation))")
        let carousel = try #require(compilation.spec?.carousels.first)
        #expect(carousel.announcement(for: 0) == "Item 1 of 5: Sunrise over the bay")
        #expect(carousel.announcement(for: 1) == "Item 2 of 5: Harbour")
        #expect(carousel.announcement(for: 2) == "Item 3 of 5")
        #expect(carousel.announcement(for: 3) == "Item 4 of 5: Dawn")
        #expect(carousel.announcement(for: 4) == "Item 5 of 5: Item 5")
        #expect(carousel.announcement(for: 5) == nil)
        #expect(carousel.announcement(for: -1) == nil)
    }

    /// The two halves of an announcement are what the window's list items on the accessibility
    /// bus are named and described by (issue 26).
    @Test func thePositionAndTheSpokenNameAreTheAnnouncementsHalves() throws {
        let text = Self.spec(items: [
            "image = \"\(Self.sunrise)\"\nalt = \"Sunrise over the bay\"\ntitle = \"Morning\"",
            "image = \"\(Self.sunrise)\"\nalt = \"\"",
        ])
        let carousel = try #require(SpecFixtures.compile(text).spec?.carousels.first)
        #expect(carousel.position(of: 0) == "Item 1 of 2")
        #expect(carousel.spokenName(of: 0) == "Sunrise over the bay")
        #expect(carousel.spokenName(of: 1) == "")
        #expect(carousel.position(of: 2) == nil)
        #expect(carousel.spokenName(of: 2) == nil)
        #expect(carousel.position(of: -1) == nil)
    }

    @Test func generatedItemsAnnounceTheirTitles() throws {
        let text = "[[carousel]]\nid = \"big\"\n[carousel.generate]\ncount = 10\ntitle = \"Card {n}\"\n"
        let carousel = try #require(SpecFixtures.compile(text).spec?.carousels.first)
        #expect(carousel.announcement(for: 2) == "Item 3 of 10: Card 3")
    }

    @Test func theLabelIsTheLabelElseTheTitleElseTheID() throws {
        let items = ["title = \"A\""]
        let labelled = SpecFixtures.compile(Self.spec("label = \"Photos\"\ntitle = \"Bay\"\n", items: items))
        #expect(labelled.spec?.carousels.first?.label == "Photos")
        #expect(
            SpecFixtures.compile(Self.spec("title = \"Bay\"\n", items: items)).spec?.carousels.first?.label == "Bay")
        #expect(SpecFixtures.compile(Self.spec(items: items)).spec?.carousels.first?.label == "bay")
        let empty = SpecFixtures.compile(Self.spec("label = \"\"\n", items: items))
        #expect(empty.diagnostics.map(\.code.text) == ["E0304"] || empty.hasErrors)
    }

    @Test func anImageWithoutAltOrTitleWarnsAtItsImageEntry() throws {
        let text = Self.spec(items: ["image = \"\(Self.sunrise)\""])
        let compilation = SpecFixtures.compile(text)
        let warning = try #require(compilation.diagnostics.first)
        #expect(compilation.diagnostics.count == 1)
        #expect(warning.code.text == "W0432")
        let span = try #require(warning.span)
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[span.start..<span.end], as: UTF8.self) == "image = \"\(Self.sunrise)\"")
        let fixed = try #require(warning.fixIts.first).apply(to: text)
        #expect(fixed.contains("image = \"\(Self.sunrise)\"\nalt = \"\"\n"))
        #expect(SpecFixtures.compile(fixed).diagnostics.isEmpty)
    }

    @Test func theInlineFixItStaysOnItsLine() throws {
        let text = "[[carousel]]\nid = \"bay\"\nitems = [{ image = \"\(Self.sunrise)\" }]\n"
        let warning = try #require(SpecFixtures.compile(text).diagnostics.first)
        let fixed = try #require(warning.fixIts.first).apply(to: text)
        #expect(fixed.contains("{ image = \"\(Self.sunrise)\", alt = \"\" }"))
        #expect(SpecFixtures.compile(fixed).diagnostics.isEmpty)
    }

    @Test(arguments: ["alt = \"\"", "alt = \"A pier\"", "title = \"Pier\"", "title = \"\""])
    func altOrTitleSilencesTheWarning(extra: String) {
        let text = Self.spec(items: ["image = \"\(Self.sunrise)\"\n" + extra])
        #expect(SpecFixtures.compile(text).diagnostics.isEmpty)
    }
}
