import CarouselSpec
import SourceDiagnostics
import Testing

@testable import SpecIntelligence

@Suite struct SpecCompletionTests {
    /// The candidates at the `|` of `marked`, and the source for slicing spans.
    func complete(_ marked: String, context: CompletionContext = CompletionContext()) -> ([CompletionCandidate], Marked)
    {
        let source = Marked(marked)
        return (SpecCompletion.complete(in: source.text, at: source.offset, context: context), source)
    }

    func labels(_ marked: String, context: CompletionContext = CompletionContext()) -> [String] {
        complete(marked, context: context).0.map(\.label)
    }

    // MARK: Keys

    @Test func keysOfTheTableAtTheCursorLeaveOutWrittenOnes() throws {
        let (candidates, source) = complete("[[carousel]]\nid = \"a\"\nspa|\ntitle = \"T\"\n")
        let labels = candidates.map(\.label)
        #expect(labels.contains("spacing"))
        #expect(!labels.contains("id") && !labels.contains("title"))
        let spacing = try #require(candidates.first { $0.label == "spacing" })
        #expect(source.slice(spacing.replaceSpan) == "spa")
        #expect(spacing.insertText == "spacing = ")
        #expect(spacing.kind == .key)
        #expect(spacing.detail == "number")
        #expect(spacing.documentation?.contains("Gap between cards") == true)
    }

    @Test func candidatesThatStartWithTheTypedTextComeFirst() {
        let labels = labels("[[carousel]]\nin|")
        #expect(Array(labels.prefix(3)) == ["infinite", "insets", "indicators"])
        #expect(labels.count > 3)
        let colors = self.labels("[window]\nbackground = \"B|\"")
        #expect(Array(colors.prefix(3)) == ["black", "blue", "brown"])
    }

    @Test func subTablesAreOfferedAsHeadersNotKeys() {
        let labels = labels("[[carousel]]\n|\n")
        #expect(labels.contains("frame") && labels.contains("insets") && labels.contains("kind"))
        #expect(!labels.contains("auto") && !labels.contains("items") && !labels.contains("text"))
    }

    @Test func keysForTheCarouselsKindOnly() {
        let marquee = labels("[[carousel]]\nkind = \"marquee\"\n[carousel.auto]\n|")
        #expect(marquee.contains("resume-after") && !marquee.contains("interval"))
        let paging = labels("[[carousel]]\n[carousel.auto]\n|")
        #expect(paging.contains("interval"))
        #expect(!labels("[[carousel]]\nkind = \"stack\"\n|").contains("page-size"))
        #expect(labels("[[carousel]]\n|").contains("page-size"))
    }

    @Test func aKeyWithoutEqualsAtTheEndOfTheFile() throws {
        let (candidates, source) = complete("[window]\ntitle = \"W\"\nbac|")
        let background = try #require(candidates.first { $0.label == "background" })
        #expect(source.slice(background.replaceSpan) == "bac")
        #expect(!candidates.map(\.label).contains("title"))
    }

    @Test func dottedKeysCompleteTheNestedTable() throws {
        let (candidates, source) = complete("[[carousel]]\nauto.re|")
        let labels = candidates.map(\.label)
        #expect(labels.contains("resume-after") && labels.contains("interval"))
        #expect(source.slice(candidates.first?.replaceSpan) == "re")
    }

    @Test func inlineTablesCompleteTheirKeys() {
        let labels = labels("[[carousel]]\nframe = { x = 0, |")
        #expect(labels == ["y", "width", "height"])
        #expect(self.labels("[[carousel]]\ninsets = { top = 8, le| }").contains("leading"))
    }

    // MARK: Headers

    @Test func headersForTheCarouselsKindOnly() {
        let labels = labels("[[carousel]]\nid = \"a\"\nkind = \"marquee\"\n[carousel.|\n")
        #expect(labels.contains("[carousel.marquee]"))
        #expect(!labels.contains("[carousel.stack]") && !labels.contains("[carousel.snap]"))
        #expect(labels.contains("[[carousel.items]]") && labels.contains("[[carousel]]"))
        let focus = self.labels("[[carousel]]\nkind = \"focus\"\n[|")
        #expect(focus.contains("[carousel.focus]") && focus.contains("[carousel.snap]"))
        #expect(focus.contains("[carousel.focus.item-size]") && !focus.contains("[carousel.marquee]"))
    }

    @Test func headersAlreadyWrittenInThisCarouselAreLeftOut() throws {
        let text = "[window]\n[[carousel]]\n[carousel.auto]\n[[carousel.items]]\n[[carousel]]\n[carousel.|]"
        let (candidates, source) = complete(text)
        let labels = candidates.map(\.label)
        #expect(labels.contains("[carousel.auto]"), "the second carousel has no auto table yet")
        #expect(!labels.contains("[window]"))
        let auto = try #require(candidates.first { $0.label == "[carousel.auto]" })
        #expect(source.slice(auto.replaceSpan) == "[carousel.]")
        #expect(auto.insertText == "[carousel.auto]")
        #expect(auto.kind == .table)
        let first = self.labels("[[carousel]]\n[carousel.auto]\n[[carousel.items]]\n[|")
        #expect(!first.contains("[carousel.auto]") && !first.contains("[carousel.generate]"))
        #expect(first.contains("[[carousel.items]]"))
    }

    @Test func carouselTablesNeedACarouselFirst() {
        let top = labels("version = 1\n[|")
        #expect(top.first == "[window]" && top.last == "[[carousel]]" && top.contains("[defaults]"))
        #expect(!top.contains { $0.hasPrefix("[carousel.") })
        let afterWindow = labels("[[carousel]]\nkind = \"stack\"\n[window]\n[carousel.|")
        #expect(afterWindow.contains("[carousel.stack]") && !afterWindow.contains("[window]"))
        #expect(!afterWindow.contains("[carousel.marquee]"))
    }

    @Test func anUnknownKindOffersEveryKindsTables() {
        let labels = labels("[[carousel]]\nkind = \"sta\n[carousel.|")
        #expect(labels.contains("[carousel.stack]") && labels.contains("[carousel.marquee]"))
    }

    // MARK: Values

    @Test func enumValuesInsideQuotes() throws {
        let (candidates, source) = complete("[[carousel]]\nkind = \"st|\n")
        #expect(candidates.map(\.label) == ["stack", "paging", "marquee", "focus", "m3"])
        #expect(source.slice(candidates.first?.replaceSpan) == "st")
        #expect(candidates.first?.insertText == "stack")
        #expect(candidates.first?.documentation == "A 3D ring of cards; the front card is focused.")
        #expect(candidates[1].detail == "default")
        let closed = complete("[[carousel]]\nkind = \"st|ack\"\n")
        #expect(closed.1.slice(closed.0.first?.replaceSpan) == "stack")
    }

    @Test func enumValuesWithoutAQuoteAreInsertedQuoted() throws {
        let (candidates, _) = complete("[[carousel]]\naxis = |")
        #expect(candidates.map(\.insertText) == ["\"horizontal\"", "\"vertical\""])
        #expect(labels("[[carousel]]\ninfinite = |") == ["true", "false"])
        #expect(labels("[[carousel]]\ninfinite = true |").isEmpty)
        #expect(labels("[[carousel]]\nkind = \"stack\" |").isEmpty)
        #expect(labels("[[carousel]]\nkind = \"stack\" # a comment |").isEmpty)
    }

    @Test func defaultsAndDurationUnits() throws {
        let spacing = complete("[[carousel]]\nspacing = |").0
        #expect(spacing.map(\.insertText) == ["16"])
        #expect(spacing.first?.detail == "default")
        #expect(labels("[[carousel]]\n[carousel.auto]\ninterval = |") == ["\"3s\""])
        #expect(labels("[[carousel]]\n[carousel.snap]\nduration = |").isEmpty, "a default per kind is not offered")
        let (units, source) = complete("[[carousel]]\n[carousel.auto]\ninterval = \"2.5|\"")
        #expect(units.map(\.label) == ["2.5ms", "2.5s", "2.5min"])
        #expect(units.map(\.detail) == ["0.0025 s", "2.5 s", "150 s"])
        #expect(source.slice(units.first?.replaceSpan) == "2.5")
        #expect(labels("[[carousel]]\n[carousel.auto]\ninterval = \"2.5s|\"").isEmpty)
    }

    @Test func colorNamesWithTheirColorInTheDocumentation() throws {
        let (candidates, source) = complete("[[carousel]]\n[[carousel.items]]\ncolor = \"te|\"\n")
        #expect(candidates.count == NamedColors.names.count)
        let teal = try #require(candidates.first { $0.label == "teal" })
        #expect(teal.kind == .color)
        #expect(teal.detail == "#30B0C7")
        #expect(teal.documentation?.contains("rgb(48, 176, 199)") == true)
        #expect(source.slice(teal.replaceSpan) == "te")
        let palette = labels("[[carousel]]\n[carousel.generate]\npalette = [\"red\", \"|")
        #expect(palette.contains("teal"))
        let bare = complete("[[carousel]]\n[carousel.generate]\npalette = [\"red\", |").0
        #expect(bare.first?.insertText == "\"black\"")
        #expect(labels("[window]\nbackground = \"|\"").contains("black"))
    }

    @Test func colorsInAnArrayOverSeveralLines() throws {
        let open = labels("[[carousel]]\n[carousel.generate]\npalette = [\n  \"red\", # warm\n  \"te|\n")
        #expect(open.contains("teal"))
        let closed = complete(
            "[[carousel]]\n[carousel.generate]\npalette = [\n  \"red\",\n  \"bl|ue\",\n]\ncount = 3\n")
        #expect(closed.0.map(\.label).contains("blue"))
        #expect(closed.1.slice(closed.0.first?.replaceSpan) == "blue")
        let after = labels("[[carousel]]\n[carousel.generate]\npalette = [\n  \"red\",\n]\nco|")
        #expect(after.contains("count"), "a key after the array")
    }

    @Test func colorsInsideAnItemsInlineTable() {
        #expect(labels("[[carousel]]\nitems = [{ title = \"A\", color = \"|\" }]").contains("teal"))
        #expect(labels("[[carousel]]\nitems = [{ title = \"A\", |").contains("color"))
    }

    // MARK: Carousel ids

    /// `sync` (issue 10) refers to a carousel id: its values complete from the file's carousel ids.
    static let catalogWithSync = SchemaCatalog.spec

    @Test func carouselIDsWhereAKeyRefersToOne() throws {
        let source = Marked("[[carousel]]\nid = \"main\"\n[[carousel]]\nid = \"thumbs\"\nsync = \"m|\"\n")
        let candidates = SpecCompletion.complete(
            in: source.text, at: source.offset, context: CompletionContext(), catalog: Self.catalogWithSync)
        #expect(candidates.map(\.label) == ["main", "thumbs"])
        #expect(candidates.first?.kind == .reference)
        #expect(source.slice(candidates.first?.replaceSpan) == "m")
        let bare = Marked("[[carousel]]\nid = \"main\"\n[[carousel]]\nsync = |")
        let quoted = SpecCompletion.complete(
            in: bare.text, at: bare.offset, context: CompletionContext(), catalog: Self.catalogWithSync)
        #expect(quoted.map(\.insertText) == ["\"main\""])
        #expect(labels("[[carousel]]\nid = \"main\"\n[[carousel]]\nid = \"|\"").isEmpty, "an id is not a reference")
    }

    // MARK: Nothing to offer

    @Test func nothingInCommentsMultilineStringsAndOutOfRange() {
        #expect(labels("# [carousel.|").isEmpty)
        #expect(labels("[[carousel]]\ntitle = \"\"\"\nfirst line\nka|\n\"\"\"\n").isEmpty)
        #expect(SpecCompletion.complete(in: "[", at: -5, context: CompletionContext()).isEmpty)
        #expect(SpecCompletion.complete(in: "[", at: 50, context: CompletionContext()).isEmpty)
    }

    @Test func aCursorInsideAMultiByteCharacterIsMovedToItsStart() {
        let text = "[window]\ntitle = \"é\"\n"
        let inside = Array(text.utf8).firstIndex(of: 0xA9) ?? 0
        _ = SpecCompletion.complete(in: text, at: inside, context: CompletionContext())
        _ = SpecHover.hover(in: text, at: inside)
    }
}
