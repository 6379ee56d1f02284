import Testing
@testable import CarouselSpec

@Suite struct DurationParserTests {
    @Test func unitsConvertToSeconds() throws {
        #expect(try DurationParser.parse("250ms").get() == 0.25)
        #expect(try DurationParser.parse("1.5s").get() == 1.5)
        #expect(try DurationParser.parse("2 min").get() == 120)
        #expect(try DurationParser.parse(" 3s ").get() == 3)
        #expect(try DurationParser.parse("1_000ms").get() == 1)
        #expect(try DurationParser.parse("-2s").get() == -2)
    }

    @Test func problemsAreNamed() {
        #expect(throws: DurationParser.Failure.unknownUnit("parsecs")) { try DurationParser.parse("3 parsecs").get() }
        #expect(throws: DurationParser.Failure.unknownUnit("h")) { try DurationParser.parse("1h").get() }
        #expect(throws: DurationParser.Failure.missingUnit) { try DurationParser.parse("3").get() }
        #expect(throws: DurationParser.Failure.missingNumber) { try DurationParser.parse("s").get() }
        #expect(throws: DurationParser.Failure.missingNumber) { try DurationParser.parse("").get() }
        #expect(throws: DurationParser.Failure.missingNumber) { try DurationParser.parse("1.2.3s").get() }
    }
}
