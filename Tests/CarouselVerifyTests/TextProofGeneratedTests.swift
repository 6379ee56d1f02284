import CarouselSpec
import Testing

@testable import CarouselVerify

/// The text proof over generated items: every item up to ``TextProof/exhaustiveLimit``, then the
/// representatives of each title length, so 10,000,000 items are proved in a few dozen layouts.
@Suite struct TextProofGeneratedTests {
    static func generated(_ count: Int, title: String, size: String = "[320, 240]") -> String {
        "[window]\nsize = \(size)\n\n[[carousel]]\nid = \"many\"\n\n[carousel.generate]\ncount = \(count)\n"
            + "title = \"\(title)\"\n"
    }

    @Test func representativesFlankEveryStepOfTheDigitCount() throws {
        let items = ResolvedItems.generated(
            GeneratedItems(count: 10_000_000, titleTemplate: TitleTemplate("Card {n}"), palette: []))
        let chosen = try #require(TextProof.representatives(of: items))
        #expect(chosen.first == 0 && chosen.last == 9_999_999)
        #expect(chosen == chosen.sorted() && Set(chosen).count == chosen.count)
        for power in [10, 100, 1_000, 10_000, 100_000, 1_000_000] {
            #expect(chosen.contains(power - 2) && chosen.contains(power - 1) && chosen.contains(power), "\(power)")
        }
        #expect(chosen.count <= 24, "\(chosen.count)")
    }

    @Test func smallGeneratedCarouselsAndWrittenItemsAreProvedWhole() throws {
        let few = ResolvedItems.generated(
            GeneratedItems(
                count: TextProof.exhaustiveLimit, titleTemplate: TitleTemplate("Card {n}"), palette: []))
        #expect(TextProof.representatives(of: few) == nil)
        #expect(TextProof.representatives(of: .list([])) == nil)
    }

    @Test func tenMillionGeneratedTitlesThatAreCutAreReportedByTheirRepresentatives() throws {
        let compilation = VerifyFixtures.compile(
            Self.generated(10_000_000, title: "Breaking news from the coast and the islands, part {n}"))
        let found = try TextProofTests.proof(compilation)
        let items = try #require(compilation.spec?.carousels.first?.items)
        let chosen = try #require(TextProof.representatives(of: items))
        // Five are listed (FindingWording.cutTitlesPerCarousel); the last says how many more are cut.
        #expect(found.count == 5, "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.code.text == "W0413" && $0.path == "carousel[0].generate.title" })
        #expect(
            found.last?.notes.contains("\(chosen.count - 5) more item titles are cut in this carousel (not listed)")
                == true,
            "\(found.last?.notes ?? [])")
    }

    @Test func tenMillionGeneratedTitlesThatFitAreQuiet() throws {
        let compilation = VerifyFixtures.compile(Self.generated(10_000_000, title: "Card {n}", size: "[1280, 800]"))
        #expect(try TextProofTests.proof(compilation).isEmpty)
    }
}
