import Testing
@testable import CarouselSpec

@Suite struct NameSuggestionsTests {
    @Test func wrongCaseSuggestsTheKnownSpelling() {
        #expect(NameSuggestions.closest(to: "Paging", in: ["paging", "stack"]) == ["paging"])
        #expect(NameSuggestions.closest(to: "Corner-Radius", in: ["corner-radius", "spacing"]) == ["corner-radius"])
        #expect(NameSuggestions.closest(to: "stak", in: ["paging", "stack"]) == ["stack"])
    }
}
