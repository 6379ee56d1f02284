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
