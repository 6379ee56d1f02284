import SourceDiagnostics
import Testing

@testable import SpecIntelligence

@Suite struct SpecHoverTests {
    func hover(_ marked: String) -> (HoverInfo?, Marked) {
        let source = Marked(marked)
        return (SpecHover.hover(in: source.text, at: source.offset), source)
    }

    @Test func hoverOnAKeyGivesTypeDefaultRangeAndDocsLink() throws {
        let (info, source) = hover("[[carousel]]\nid = \"a\"\n[carousel.auto]\nint|erval = 3\n")
        let hover = try #require(info)
        #expect(source.slice(hover.span) == "interval")
        #expect(hover.markdown.contains("**`interval`** in `[carousel.auto]`"))
        #expect(hover.markdown.contains("**Type:** a duration"))
        #expect(hover.markdown.contains("**Default:** `\"3s\"`"))
        #expect(hover.markdown.contains("**Range:** 0..86400 seconds"))
        #expect(hover.markdown.contains("docs/spec.md#carouselauto-auto-scroll"))
    }

    @Test func hoverOnADurationStringGivesSeconds() throws {
        let (info, source) = hover("[[carousel]]\n[carousel.auto]\ninterval = \"2.|5s\"\n")
        let hover = try #require(info)
        #expect(source.slice(hover.span) == "\"2.5s\"")
        #expect(hover.markdown.contains("= **2.5 seconds**"), "\(hover.markdown)")
    }

    @Test func hoverOnAColorNameGivesHexAndRGB() throws {
        let (info, _) = hover("[[carousel]]\n[[carousel.items]]\ncolor = \"te|al\"\n")
        let hover = try #require(info)
        #expect(hover.markdown.contains("**#30B0C7** (teal) · rgb(48, 176, 199)"), "\(hover.markdown)")
    }

    @Test func hoverOnATableHeaderSaysWhatItIs() throws {
        let (info, source) = hover("[[carousel]]\nkind = \"marquee\"\n[carousel.st|ack]\n")
        let hover = try #require(info)
        #expect(source.slice(hover.span) == "stack")
        #expect(hover.markdown.contains("3D ring"))
        #expect(hover.markdown.contains("no effect in a `marquee` carousel"))
    }
}
