import SourceDiagnostics
import Testing

@testable import SpecIntelligence

@Suite struct SpecHoverTests {
    /// The hover at the `|` of `marked`, and the text it spans.
    func hoverAt(_ marked: String) -> (markdown: String, spanned: String)? {
        let source = Marked(marked)
        guard let info = SpecHover.hover(in: source.text, at: source.offset) else { return nil }
        return (info.markdown, source.slice(info.span))
    }

    // MARK: Keys

    @Test func hoverOnAKeyGivesTypeDefaultRangeAndDocsLink() throws {
        let hover = try #require(hoverAt("[[carousel]]\nid = \"a\"\n[carousel.auto]\nint|erval = 3\n"))
        #expect(hover.spanned == "interval")
        #expect(hover.markdown.contains("**`interval`** in `[carousel.auto]`"))
        #expect(hover.markdown.contains("Time between pages"))
        #expect(hover.markdown.contains("**Type:** a duration"))
        #expect(hover.markdown.contains("**Default:** `\"3s\"`"))
        #expect(hover.markdown.contains("**Range:** 0..86400 seconds"))
        #expect(hover.markdown.contains("**Kinds:** paging, stack, focus"))
        #expect(hover.markdown.contains("docs/spec.md#carouselauto-auto-scroll)"))
    }

    @Test func aKeyForAnotherKindSaysItHasNoEffect() throws {
        let hover = try #require(hoverAt("[[carousel]]\nkind = \"marquee\"\n[carousel.auto]\n|interval = 3\n"))
        #expect(hover.markdown.contains("no effect in a `marquee` carousel"))
    }

    @Test func dottedAndInlineKeysResolveToTheirTables() throws {
        let dotted = try #require(hoverAt("[[carousel]]\nauto.inter|val = 3\n"))
        #expect(dotted.spanned == "interval")
        #expect(dotted.markdown.contains("in `[carousel.auto]`"))
        let inline = try #require(hoverAt("[[carousel]]\nframe = { x = 0, wid|th = 10 }\n"))
        #expect(inline.spanned == "width")
        #expect(inline.markdown.contains("in `frame`"))
        #expect(inline.markdown.contains("**Range:** > 0 and <= 16384"))
    }

    @Test func keysAndValuesOfItemsWrittenInline() throws {
        let color = try #require(hoverAt("[[carousel]]\nitems = [{ title = \"A\", color = \"te|al\" }]\n"))
        #expect(color.markdown.contains("**#30B0C7** (teal)"))
        let title = try #require(hoverAt("[[carousel]]\nitems = [{ ti|tle = \"A\" }]\n"))
        #expect(title.markdown.contains("**`title`** in `[[carousel.items]]`"))
    }

    @Test func enumKeysListWhatEachValueDoes() throws {
        let hover = try #require(hoverAt("[[carousel]]\nki|nd = \"stack\"\n"))
        #expect(hover.markdown.contains("`\"marquee\"`: A continuous scroll of cards"))
    }

    // MARK: Values

    @Test func durationsResolveToSeconds() throws {
        #expect(
            try #require(hoverAt("[[carousel]]\n[carousel.auto]\ninterval = \"2.|5s\"\n")).markdown.contains(
                "= **2.5 seconds**"))
        let millis = try #require(hoverAt("[[carousel]]\n[carousel.auto]\ninterval = \"25|0ms\"\n"))
        #expect(millis.markdown.contains("= **0.25 seconds (250 ms)**"))
        #expect(millis.spanned == "\"250ms\"")
        let minutes = try #require(hoverAt("[[carousel]]\n[carousel.auto]\ninterval = \"1.5 m|in\"\n"))
        #expect(minutes.markdown.contains("**90 seconds = 1 min 30 s**"), "\(minutes.markdown)")
        let bad = try #require(hoverAt("[[carousel]]\n[carousel.auto]\ninterval = \"3 h|ours\"\n"))
        #expect(bad.markdown.contains("is not a duration"))
    }

    @Test func aBareNumberInADurationKeySaysHowItIsRead() throws {
        let plain = try #require(hoverAt("[[carousel]]\n[carousel.auto]\ninterval = |4\n"))
        #expect(plain.markdown.contains("`4` = **4 seconds**: a bare number in a duration key is read as seconds"))
        let large = try #require(hoverAt("[[carousel]]\n[carousel.auto]\ninterval = 40|00\n"))
        #expect(large.markdown.contains("4000 seconds = 66 min 40 s"))
        #expect(large.markdown.contains("write `\"4s\"` or `\"4000ms\"` (W0411)"))
        let soft = try #require(hoverAt("[[carousel]]\n[carousel.auto]\ninterval = \"0.|5s\"\n"))
        #expect(soft.markdown.contains("outside the useful range >= 0.8: it is clamped into it (W0401)"))
        let outside = try #require(hoverAt("[[carousel]]\n[carousel.auto]\nresume-after = 9|00\n"))
        #expect(outside.markdown.contains("outside the allowed range 0..600 seconds (E0301)"))
    }

    @Test func colorsResolveToHexAndRGB() throws {
        let named = try #require(hoverAt("[[carousel]]\n[[carousel.items]]\ncolor = \"te|al\"\n"))
        #expect(named.markdown.contains("`\"teal\"` = **#30B0C7** (teal) · rgb(48, 176, 199)"))
        let hex = try #require(hoverAt("[window]\nbackground = \"#FF|0000\"\n"))
        #expect(hex.markdown.contains("**#FF0000** · rgb(255, 0, 0)"))
        let alpha = try #require(hoverAt("[window]\nbackground = \"#FF000080|\"\n"))
        #expect(alpha.markdown.contains("alpha 128 (50% opaque)"))
        let palette = try #require(hoverAt("[[carousel]]\n[carousel.generate]\npalette = [\"red\", \"bl|ue\"]\n"))
        #expect(palette.spanned == "\"blue\"")
        #expect(palette.markdown.contains("**#007AFF** (blue)"))
        let bad = try #require(hoverAt("[window]\nbackground = \"tael|\"\n"))
        #expect(bad.markdown.contains("is not a color"))
    }

    @Test func valuesOverSeveralLines() throws {
        let palette = try #require(
            hoverAt("[[carousel]]\n[carousel.generate]\npalette = [\n  \"red\",\n  \"mi|nt\",\n]\n"))
        #expect(palette.markdown.contains("**#00C7BE** (mint)"))
        let title = try #require(hoverAt("[window]\ntitle = \"\"\"\nTwo\nli|nes\"\"\"\n"))
        #expect(title.markdown.contains("9 characters"), "\(title.markdown)")
    }

    @Test func enumValuesSayWhatTheyDo() throws {
        let hover = try #require(hoverAt("[[carousel]]\nkind = \"st|ack\"\n"))
        #expect(hover.markdown.contains("`\"stack\"`: A 3D ring of cards"))
        #expect(hover.markdown.contains("**`kind`** in `[[carousel]]`"))
        let wrong = try #require(hoverAt("[[carousel]]\nkind = \"sta|\n"))
        #expect(wrong.markdown.contains("`\"sta\"` is not one of `\"paging\"`, `\"stack\"`"))
    }

    @Test func sizesAndTheirElements() throws {
        let size = try #require(hoverAt("[window]\nsize = [12|80, 800]\n"))
        #expect(size.markdown.contains("`width` = `1280`"))
        let whole = try #require(hoverAt("[window]\nsize = |[1280, 800]\n"))
        #expect(whole.markdown.contains("**1280 × 800 points**"))
        let frame = try #require(hoverAt("[[carousel]]\nframe = |{ x = 0, y = 28, width = 1280, height = 300 }\n"))
        #expect(frame.markdown.hasPrefix("**1280 × 300 points** at (0, 28)"))
        let relative = try #require(
            hoverAt("[[carousel]]\nframe = |{ x = \"0%\", y = \"70%\", width = \"100%\", height = 240 }\n"))
        #expect(relative.markdown.hasPrefix("**100% × 240** at (0%, 70%)"), "\(relative.markdown)")
        #expect(relative.markdown.contains("percentages of the window's width (x, width) and height (y, height)"))
        let side = try #require(hoverAt("[[carousel]]\nframe = { x = \"0%\", y = \"7|0%\", width = 1, height = 1 }\n"))
        #expect(side.markdown.contains("a number of points, or \"N%\" of the window"), "\(side.markdown)")
        let spacing = try #require(hoverAt("[[carousel]]\nspacing = 99|999\n"))
        #expect(spacing.markdown.contains("outside the allowed range 0..4096"))
    }

    @Test func imagePathsResolveRelativeToTheSpec() throws {
        let hover = try #require(
            hoverAt("[[carousel]]\n[[carousel.items]]\nimage = \"images/./old/../sun|rise.png\"\n"))
        #expect(hover.markdown.contains("resolves to `images/sunrise.png`, relative to the spec's folder"))
        let font = try #require(hoverAt("[window]\nfont = \"fonts/Title.w|off\"\n"))
        #expect(font.markdown.contains("it must end in `.ttf`, `.otf`"))
    }

    @Test func templatesShowTheFirstTitles() throws {
        let hover = try #require(hoverAt("[[carousel]]\n[carousel.generate]\ntitle = \"Card {|n}\"\n"))
        #expect(hover.markdown.contains("“Card 1”, “Card 2”, “Card 3”"))
    }

    // MARK: Headers

    @Test func tableHeadersSayWhatTheTableIs() throws {
        let stack = try #require(hoverAt("[[carousel]]\nkind = \"marquee\"\n[carousel.st|ack]\n"))
        #expect(stack.spanned == "stack")
        #expect(stack.markdown.contains("3D ring"))
        #expect(stack.markdown.contains("no effect in a `marquee` carousel"))
        let items = try #require(hoverAt("[[carousel]]\n[[carousel.it|ems]]\n"))
        #expect(items.markdown.contains("**`[[carousel.items]]`**"))
        #expect(items.markdown.contains("**Keys:** `id`, `title`"))
        let top = try #require(hoverAt("ver|sion = 1\n"))
        #expect(top.markdown.hasPrefix("**`version`** in the top level"))
        let window = try #require(hoverAt("[win|dow]\n"))
        #expect(window.markdown.contains("The window the carousels are drawn in."))
        let carousel = try #require(hoverAt("[[car|ousel.auto]]\n"))
        #expect(carousel.markdown.contains("**`[[carousel]]`**"))
    }

    @Test func docsLinksCanPointAtALocalCheckout() throws {
        let source = Marked("[[carousel]]\nsp|acing = 4\n")
        let local = "file:///src/carousel/docs/spec.md"
        let info = try #require(SpecHover.hover(in: source.text, at: source.offset, specDocsURL: local))
        #expect(info.markdown.contains("](file:///src/carousel/docs/spec.md#carousel)"))
        #expect(!info.markdown.contains("https://"))
        let candidates = SpecCompletion.complete(
            in: "[[carousel]]\nspa", at: 16, context: CompletionContext(specDocsURL: local))
        #expect(candidates.first?.documentation?.contains(local + "#carousel") == true)
    }

    @Test func anUnknownKeySuggestsTheClosestOne() throws {
        let hover = try #require(hoverAt("[[carousel]]\n[[carousel.items]]\ncolou|r = \"red\"\n"))
        #expect(hover.spanned == "colour")
        #expect(hover.markdown.contains("`colour` is not a key of `[[carousel.items]]` (E0201)."))
        #expect(hover.markdown.contains("Did you mean `color`?"))
    }

    // MARK: Nothing to say

    @Test func commentsUnknownKeysAndOutOfRangeOffsetsGiveNothing() {
        #expect(hoverAt("# a com|ment\n[window]\n") == nil)
        #expect(hoverAt("[window]\nbackground = \"red\" # colour|\n") == nil)
        #expect(SpecHover.hover(in: "[window]", at: -1) == nil)
        #expect(SpecHover.hover(in: "[window]", at: 99) == nil)
        #expect(SpecHover.hover(in: "", at: 0) == nil)
    }
}
