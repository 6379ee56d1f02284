import Testing
@testable import CarouselSDL

extension SDLTests {
@Suite struct EventPrinterTests {
    @Test func timesHaveFourDecimals() {
        #expect(EventPrinter.time(0.51666) == "0.5167")
        #expect(EventPrinter.time(12) == "12.0000")
        #expect(EventPrinter.time(0.00004) == "0.0000")
    }

    @Test func stringsAreJSONEscaped() {
        #expect(EventPrinter.quoted("featured") == "\"featured\"")
        #expect(EventPrinter.quoted("a\"b\\c\n\u{1}") == "\"a\\\"b\\\\c\\n\\u0001\"")
    }
}
}
