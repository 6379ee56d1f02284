import Testing
@testable import CarouselSpec

@Suite struct TitleTemplateTests {
    @Test func placeholdersAreReplaced() {
        let template = TitleTemplate("Card {n} / index {i}")
        #expect(template.title(at: 0) == "Card 1 / index 0")
        #expect(template.title(at: 9_999_999) == "Card 10000000 / index 9999999")
        #expect(TitleTemplate("plain } text").title(at: 3) == "plain } text")
    }

    @Test func badPlaceholdersAreReportedWithTheirByteRange() {
        let problems = TitleTemplate.parse("é {x} {n} {").problems
        #expect(problems.map(\.text) == ["{x}", "{"])
        #expect(problems.map(\.range) == [3..<6, 11..<12])
        #expect(problems.map(\.isUnclosed) == [false, true])
    }
}
