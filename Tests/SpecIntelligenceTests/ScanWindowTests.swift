import Testing

@testable import SpecIntelligence

@Suite struct ScanWindowTests {
    /// The text each window of `around` covers, at the `|` of `marked`.
    func windows(_ marked: String) -> [String] {
        let source = Marked(marked)
        let bytes = Array(source.text.utf8)
        return ScanWindow.around(bytes, cursor: source.offset).map {
            String(decoding: bytes[$0], as: UTF8.self)
        }
    }

    @Test func theCursorsSectionAndItsCarouselsHeaderSection() {
        let text =
            "[window]\n[[carousel]]\nkind = \"stack\"\n[[carousel.items]]\ntitle = \"a\"\n"
            + "[[carousel.items]]\ntitle = \"b|\"\n[[carousel]]\n"
        #expect(
            windows(text) == [
                "[[carousel]]\nkind = \"stack\"\n",
                "[[carousel.items]]\ntitle = \"b\"\n",
            ])
    }

    @Test func repeatedHeadersAreReadAsOftenAsTheyAreWritten() {
        let items = String(repeating: "[[carousel.items]]\ntitle = \"a\"\n", count: 3)
        #expect(
            windows("[[carousel]]\n" + items + "[[carousel.items]]\nc|") == ["[[carousel]]\n", "[[carousel.items]]\nc"])
        #expect(
            windows("[[carousel]]\n" + items + "[window]\n" + items + "[[carousel.items]]\nc|")
                == ["[[carousel.items]]\nc"], "a header outside the carousel between the same headers")
    }

    @Test func windowsThatTouchAreMerged() {
        #expect(
            windows("[[carousel]]\nid = \"a\"\n[carousel.auto]\ninter|") == [
                "[[carousel]]\nid = \"a\"\n[carousel.auto]\ninter"
            ])
    }

    @Test func outsideACarouselOnlyTheCursorsSections() {
        #expect(windows("version = 1\n[window]\nti|") == ["[window]\nti"])
        #expect(
            windows("version = 1\n[window]\n[|") == ["[window]\n["], "a header line: the section before")
        #expect(windows("ver|sion = 1\n[window]\n") == ["version = 1\n"])
    }

    @Test func linesOfAMultiLineArrayAreNotHeaders() {
        let bytes = Array("opacity = [\n  [0, 1],\n  [1, 0],\n]\n[window]\n".utf8)
        #expect(!ScanWindow.isHeader(bytes, line: 12))
        #expect(ScanWindow.isHeader(bytes, line: 34))
        #expect(ScanWindow.isCarouselHeader(Array("  [[ carousel ]]".utf8), line: 0))
        #expect(!ScanWindow.isCarouselHeader(Array("[[carousels]]".utf8), line: 0))
        #expect(ScanWindow.isUnderCarousel(Array("[carousel.auto]".utf8), line: 0))
    }
}
