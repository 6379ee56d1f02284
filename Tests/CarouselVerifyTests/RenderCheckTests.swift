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

    @Test func aTitleAboveTheWindowIsAnErrorOfCheckAndItsFixDrawsClean() throws {
        // The frame filling the window with a title: the render pass found it first (W0414);
        // the layout proofs of plain check now report it (E0306) with the fix the pass used to offer.
        let items = (1...12).map { "[[carousel.items]]\ntitle = \"Card \($0)\"\n" }.joined(separator: "\n")
        let text = """
            [[carousel]]
            id = "featured"
            title = "Featured"
            frame = { x = 0, y = 0, width = 1280, height = 800 }

            """ + items
        let compilation = VerifyFixtures.compile(text)
        #expect(compilation.diagnostics.map(\.code.text) == ["E0306"], "\(compilation.diagnostics.map(\.message))")
        let error = try #require(compilation.diagnostics.first)
        #expect(error.message.hasPrefix("the title of carousel `featured` is drawn at y = -28, above the window"))
        #expect(error.path == "carousel[0].frame")
        #expect(VerifyFixtures.text(error.span, in: compilation).hasPrefix("{ x = 0, y = 0"))
        let fix = try #require(error.fixIts.first)
        let edit = try #require(fix.edits.first)
        #expect(edit.replacement == "{ x = 0, y = 28, width = 1280, height = 748 }")
        // The render pass agrees with the fixed spec: nothing cut, nothing outside the window.
        let fixed = VerifyFixtures.compile(fix.apply(to: text))
        #expect(fixed.diagnostics.isEmpty, "\(fixed.diagnostics.map(\.message))")
        let found = try VerifyFixtures.render(fixed)
        #expect(found.isEmpty, "\(VerifyFixtures.describe(found, in: fixed))")
    }

    @Test func aPageLargerThanTheFrameIsAnErrorOfCheckAndItsFixDrawsClean() throws {
        // The "one flat slab: no corners, no label", which plain check accepted and the
        // render pass reported (W0414, the label cut by the frame): now E0307 at `page-size`.
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
        #expect(compilation.diagnostics.map(\.code.text) == ["E0307"], "\(compilation.diagnostics.map(\.message))")
        let error = try #require(compilation.diagnostics.first)
        #expect(error.message.hasPrefix("the page of carousel `featured` is 2000 × 900 points, larger than its"))
        #expect(error.path == "carousel[0].page-size")
        #expect(VerifyFixtures.text(error.span, in: compilation) == "{ width = 2000, height = 900 }")
        let fix = try #require(error.fixIts.first)
        let edit = try #require(fix.edits.first)
        #expect(edit.replacement == "{ width = 1240, height = 760 }")
        // With the page clamped to the frame minus the insets, the card and its label are drawn whole.
        let fixed = VerifyFixtures.compile(fix.apply(to: text))
        #expect(fixed.diagnostics.isEmpty, "\(fixed.diagnostics.map(\.message))")
        let found = try VerifyFixtures.render(fixed)
        #expect(found.isEmpty, "\(VerifyFixtures.describe(found, in: fixed))")
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
