import CarouselSpec
import CarouselVerify
import SourceDiagnostics
import Testing

/// Plain `check`'s text proof (W0413 without playing): every item's title on the card of the
/// selected item, at the spec's window size.
@Suite struct TextProofTests {
    static func proof(_ compilation: SpecCompilation) throws -> [Diagnostic] {
        guard let spec = compilation.spec, let keys = compilation.keyLocator else { return [] }
        return try TextProof(spec: spec, keys: keys, metrics: FakeMetrics()).run()
    }

    @Test func everyCutItemTitleIsReportedEvenOneNeverShown() throws {
        let far = (0..<12).map { "[[carousel.items]]\ntitle = \"Item \($0)\"\n" }.joined(separator: "\n")
        let compilation = VerifyFixtures.compile(
            RenderCheckTests.storm + "\n" + far
                + "\n[[carousel.items]]\ntitle = \"A far item whose title is far too long for its card\"\n")
        let found = try Self.proof(compilation)
        #expect(found.allSatisfy { $0.code.text == "W0413" })
        #expect(
            found.map(\.path) == [
                "carousel[0].items[1].title", "carousel[0].items[2].title", "carousel[0].items[15].title",
            ], "\(found.map(\.message))")
        let storm = try #require(found.first)
        #expect(storm.message.hasPrefix("title of item \"storm\" \"Storm "))
        #expect(storm.message.contains("is cut at 320x240; the full title is \"Storm warning"))
        #expect(storm.notes.contains("laid out at rest, each item on the card of the selected item"))
    }

    @Test func theRenderPassFindsTheSameCutsItSees() throws {
        let compilation = VerifyFixtures.compile(RenderCheckTests.storm)
        let proved = try Self.proof(compilation).map(\.path)
        let rendered = try VerifyFixtures.render(compilation).filter { $0.code.text == "W0413" }.map(\.path)
        #expect(Set(rendered).isSubset(of: Set(proved)), "\(rendered) \(proved)")
    }

    @Test func aCutCarouselTitleIsReported() throws {
        let compilation = VerifyFixtures.compile(
            "[window]\nsize = [320, 240]\n\n[[carousel]]\nid = \"news\"\n"
                + "title = \"The weekly highlights from every newsroom of the coast\"\n\n"
                + "[[carousel.items]]\ntitle = \"One\"\n")
        let found = try Self.proof(compilation)
        #expect(found.map(\.path) == ["carousel[0].title"], "\(found.map(\.message))")
    }

    @Test func titlesThatFitAreQuiet() throws {
        let compilation = VerifyFixtures.compile(
            "[window]\nsize = [1280, 800]\n\n[[carousel]]\nid = \"news\"\n\n"
                + "[[carousel.items]]\ntitle = \"Storm warning for the coast and the islands\"\n")
        #expect(try Self.proof(compilation).isEmpty)
    }
}

/// The text proof at the other window sizes the layout proofs visit: `min-size` and both sides
/// of each `[[carousel.when]]` bound, each cut title reported once, naming the size.
@Suite struct TextProofSizesTests {
    static let title = "Storm warning for the coast and the islands"

    static func proof(_ compilation: SpecCompilation) throws -> [Diagnostic] {
        guard let spec = compilation.spec, let keys = compilation.keyLocator else { return [] }
        return try TextProof(spec: spec, responsive: compilation.responsive, keys: keys, metrics: FakeMetrics()).run()
    }

    @Test func aTitleCutOnlyAtTheMinSizeIsReportedThere() throws {
        let compilation = VerifyFixtures.compile(
            "[window]\nsize = [1280, 800]\nmin-size = [320, 240]\n\n[[carousel]]\nid = \"news\"\n\n"
                + "[[carousel.items]]\nid = \"storm\"\ntitle = \"\(Self.title)\"\n")
        let found = try Self.proof(compilation)
        #expect(found.map(\.path) == ["carousel[0].items[0].title"], "\(found.map(\.message))")
        let storm = try #require(found.first)
        #expect(storm.message.contains("is cut at 320x240; the full title is \"\(Self.title)\""), "\(storm.message)")
        #expect(storm.notes.contains { $0.contains("at a window size the layout proofs visit") })
        // Without `min-size` the same spec is quiet: the title fits at 1280x800.
        let plain = VerifyFixtures.compile(
            "[window]\nsize = [1280, 800]\n\n[[carousel]]\nid = \"news\"\n\n"
                + "[[carousel.items]]\nid = \"storm\"\ntitle = \"\(Self.title)\"\n")
        #expect(try Self.proof(plain).isEmpty)
    }

    @Test func aTitleCutBelowABreakpointIsReportedOnceAtTheFirstSizeThatCutsIt() throws {
        // Below 700 points the row shows four cards at a time: the title no longer fits.
        let compilation = VerifyFixtures.compile(
            "[window]\nsize = [1280, 800]\n\n[[carousel]]\nid = \"news\"\nper-view = 1\n\n"
                + "[[carousel.when]]\nmax-width = 700\nper-view = 4\n\n"
                + "[[carousel.when]]\nmax-width = 650\nper-view = 5\n\n"
                + "[[carousel.items]]\nid = \"storm\"\ntitle = \"\(Self.title)\"\n")
        #expect(!compilation.hasErrors, "\(compilation.diagnostics.map(\.message))")
        let found = try Self.proof(compilation)
        #expect(found.count == 1, "\(found.map(\.message))")
        let storm = try #require(found.first)
        #expect(storm.path == "carousel[0].items[0].title")
        // 700 points is under the spec's width: the window shows the 1280x800 scene scaled down.
        #expect(
            storm.message.contains("is cut at 700x800 (laid out at 1280x800 and scaled down); the full title"),
            "\(storm.message)")
    }

    @Test func aTitleCutAtTheSpecsSizeIsNotReportedAgainAtOtherSizes() throws {
        let compilation = VerifyFixtures.compile(
            "[window]\nsize = [320, 240]\nmin-size = [200, 200]\n\n[[carousel]]\nid = \"news\"\n\n"
                + "[[carousel.items]]\nid = \"storm\"\ntitle = \"\(Self.title)\"\n")
        let found = try Self.proof(compilation)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains("is cut at 320x240;") == true, "\(found.map(\.message))")
    }
}
