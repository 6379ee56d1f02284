import CarouselEngine
import CarouselScene
import Testing

/// `TextLayout.lines`: where lines break. With `FakeMetrics` at 10 points every character
/// (a CJK one too) is 5 px wide, so 50 px hold 10 characters.
@Suite struct TextWrappingTests {
    private let layout = TextLayout(metrics: FakeMetrics(), scale: 1)

    private func lines(_ text: String, width: Double = 50, max: Int = 2) throws -> [String] {
        try layout.lines(text, face: .regular, points: 10, maxWidth: width, maxLines: max).map(\.text)
    }

    @Test func textWithoutSpacesBreaksBetweenCJKCharacters() throws {
        #expect(try lines("東京で新しい市場が週末に開きます。") == ["東京で新しい市場が週", "末に開きます。"])
    }

    @Test func closingPunctuationNeverStartsALine() throws {
        // The tenth character is followed by "。", which must stay on its line: the break moves back.
        #expect(try lines("あいうえおかきくけこ。さしす") == ["あいうえおかきくけ", "こ。さしす"])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() throws {
        #expect(try lines("Supercalifragilistic") == ["Supercalif", "ragilistic"])
        #expect(try lines("A Supercalifragilistic day") == ["A", "Supercali…"])
    }

    @Test func aNewlineStartsALineAndReadsAsASpaceOnTheLast() throws {
        #expect(try lines("First\nSecond one", width: 100, max: 3) == ["First", "Second one"])
        #expect(try lines("One\nTwo\nThree", width: 100, max: 2) == ["One", "Two Three"])
    }

    @Test func spacesAtTheBreakAreDropped() throws {
        #expect(try lines("  one   two three four") == ["one   two", "three four"])
    }
}
