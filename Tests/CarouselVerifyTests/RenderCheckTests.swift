import CarouselSpec
import SourceDiagnostics
import Testing

/// The render pass's findings: words, spans, deduplication and the window sizes it plays.
@Suite struct RenderCheckTests {
    static let storm = """
        [window]
        size = [320, 240]

        [[carousel]]
        id = "news"

        [[carousel.items]]
        title = "Calm"

        [[carousel.items]]
        id = "storm"
        title = "Storm warning for the coast and the islands"

        [[carousel.items]]
        title = "Flood watch along the river valleys tonight"

        """

    @Test func aCutTitleNamesTheItemAndShowsTheCutAndTheFullText() throws {
        let compilation = VerifyFixtures.compile(Self.storm)
        let found = try VerifyFixtures.render(compilation).filter { $0.code.text == "W0413" }
        let storm = try #require(found.first { $0.path == "carousel[0].items[1].title" })
        #expect(storm.message.hasPrefix("title of item \"storm\" \"Storm "))
        #expect(
            storm.message.contains(
                "…\" is cut at 320x240; the full title is \"Storm warning for the coast and the islands\""))
        #expect(VerifyFixtures.text(storm.span, in: compilation) == "\"Storm warning for the coast and the islands\"")
        // An item without an id is named by its 1-based position; "Calm" fits and is not reported.
        let flood = try #require(found.first { $0.path == "carousel[0].items[2].title" })
        #expect(flood.message.hasPrefix("title of item 3 \"Flood "))
        #expect(found.count == 2, "\(found.map(\.message))")
    }

    @Test func aCutCarouselTitleIsReportedAtItsTitle() throws {
        let text = """
            [window]
            size = [320, 240]

            [[carousel]]
            id = "news"
            title = "The weekly highlights from every newsroom of the coast"

            [[carousel.items]]
            title = "One"

            """
        let compilation = VerifyFixtures.compile(text)
        let found = try VerifyFixtures.render(compilation)
        #expect(found.map(\.code.text) == ["W0413"], "\(found.map(\.message))")
        let cut = try #require(found.first)
        #expect(cut.message.hasPrefix("title of carousel \"news\" \"The weekly"))
        #expect(cut.message.contains("…\" is cut at 320x240; the full title is \"The weekly highlights"))
        #expect(cut.path == "carousel[0].title")
    }

    @Test func aTitleAboveTheWindowIsReportedOnceAtTheFrame() throws {
        let items = (1...12).map { "[[carousel.items]]\ntitle = \"Card \($0)\"\n" }.joined(separator: "\n")
        let text = """
            [[carousel]]
            id = "featured"
            title = "Featured"
            frame = { x = 0, y = 0, width = 1280, height = 800 }

            """ + items
        let compilation = VerifyFixtures.compile(text)
        #expect(compilation.diagnostics.isEmpty, "plain check says nothing: \(compilation.diagnostics.map(\.message))")
        let found = try VerifyFixtures.render(compilation)
        #expect(found.map(\.code.text) == ["W0414", "W0414"], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.path == "carousel[0].frame" })
        #expect(found.allSatisfy { VerifyFixtures.text($0.span, in: compilation).hasPrefix("{ x = 0, y = 0") })
        #expect(found[0].message.hasPrefix("title of carousel \"featured\" is cut by the window edge at 1280x800"))
        #expect(found[1].message.hasPrefix("page dots of carousel \"featured\" are cut by the window edge"))
        // The fix is the catalog's right example: room for the title above and the dots below.
        for diagnostic in found {
            let edit = try #require(diagnostic.fixIts.first?.edits.first)
            #expect(edit.replacement == "{ x = 0, y = 28, width = 1280, height = 748 }")
            #expect(VerifyFixtures.text(edit.span, in: compilation).hasPrefix("{ x = 0, y = 0"))
        }
    }

    @Test func aPageLargerThanTheFrameHidesItsLabelAndIsReportedAtPageSize() throws {
        // The "one flat slab: no corners, no label", which plain check accepted.
        let text = """
            [[carousel]]
            id = "featured"
            page-size = { width = 2000, height = 900 }

            [[carousel.items]]
            title = "One"

            [[carousel.items]]
            title = "Two"

            """
        let compilation = VerifyFixtures.compile(text)
        let found = try VerifyFixtures.render(compilation)
        let cut = try #require(found.first { $0.code.text == "W0414" }, "\(found.map(\.message))")
        #expect(
            cut.message.hasPrefix(
                "the label of item 1, the card the carousel rests on, is cut by the carousel's own frame"))
        #expect(cut.path == "carousel[0].page-size")
        #expect(VerifyFixtures.text(cut.span, in: compilation) == "{ width = 2000, height = 900 }")
    }

    @Test func aSmallerWindowShowsTheSpecScaledDownNotCut() throws {
        let text = """
            [[carousel]]
            id = "wide"
            title = "Wide"
            frame = { x = 600, y = 400, width = 600, height = 300 }

            [[carousel.items]]
            title = "One"

            [[carousel.items]]
            title = "Two"

            """
        let found = try VerifyFixtures.render(text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aTranslucentStackCardHidesTheLabelBehindIt() throws {
        // The wallet of the issue: "Gym membership" printed across the Library card.
        let text = """
            [window]
            size = [420, 800]

            [[carousel]]
            id = "wallet"
            kind = "stack"
            axis = "vertical"

            [[carousel.items]]
            title = "Library"

            [[carousel.items]]
            title = "Gym membership"
            color = "#5856D680"

            [[carousel.items]]
            title = "Credit"
            color = "#FF950099"

            [[carousel.items]]
            title = "Debit"

            """
        let found = try VerifyFixtures.render(text).filter { $0.code.text == "W0416" }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func theKeyLocatorFindsWrittenKeysAndNeverTraps() throws {
        let compilation = VerifyFixtures.compile(
            "[[carousel]]\nid = \"a\"\nkind = \"stack\"\n[carousel.stack]\nspacing-ratio = 0.3\n"
                + "[[carousel.items]]\ntitle = \"One\"\n")
        let keys = try #require(compilation.keyLocator)
        let ratio = keys.valueSpan(carousel: 0, key: ["stack", "spacing-ratio"])
        #expect(VerifyFixtures.text(ratio, in: compilation) == "0.3")
        #expect(keys.path(carousel: 0, key: ["stack", "spacing-ratio"]) == "carousel[0].stack.spacing-ratio")
        #expect(keys.valueSpan(carousel: 0, key: ["frame"]) == nil)
        #expect(keys.valueSpan(carousel: 0, key: ["no-such-key"]) == nil)
        #expect(keys.valueSpan(carousel: 7, key: ["title"]) == nil)
        #expect(keys.itemValueSpan(carousel: 0, item: 9, key: "title") == nil)
        let title = keys.itemValueSpan(carousel: 0, item: 0, key: "title")
        #expect(VerifyFixtures.text(title, in: compilation) == "\"One\"")
        #expect(VerifyFixtures.compile("[[carousel]]\nid = 3\n").keyLocator == nil)
    }
}
