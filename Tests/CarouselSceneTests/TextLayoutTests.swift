import CarouselEngine
import CarouselScene
import Testing

/// With `FakeMetrics` a character is half the pixel size wide: at 10 points and scale 1, 5 px.
@Suite struct TextLayoutTests {
    private let layout = TextLayout(metrics: FakeMetrics(), scale: 1)

    @Test func textThatFitsIsKeptWhole() throws {
        let line = try #require(try layout.line("Hello world", face: .regular, points: 10, maxWidth: 55))
        #expect(line.text == "Hello world" && line.size == Size(width: 55, height: 12))
    }

    @Test func longerTextIsCutWithAnEllipsis() throws {
        // 40 px hold 8 characters: "Hello w" + "…".
        #expect(try layout.line("Hello world", face: .regular, points: 10, maxWidth: 40)?.text == "Hello w…")
        // 35 px: "Hello w…" is 40, so the cut falls on the space, which is dropped: "Hello…".
        #expect(try layout.line("Hello world", face: .regular, points: 10, maxWidth: 35)?.text == "Hello…")
    }

    @Test func aStubOrNoRoomGivesNothing() throws {
        // Four characters are the least kept ("Abcd…" is 25 px, more than 12).
        #expect(try layout.line("Abcdef", face: .bold, points: 10, maxWidth: 12) == nil)
        #expect(try layout.line("Abc", face: .bold, points: 10, maxWidth: 4) == nil)
        #expect(try layout.line("", face: .bold, points: 10, maxWidth: 100) == nil)
    }

    @Test func sizesAreMeasuredInWholePixelsAndGivenInPoints() throws {
        // At 2 pixels per point, 10 points are 20 px: "Hi" is 20 x 25 px, 10 x 12.5 points.
        let hiDPI = TextLayout(metrics: FakeMetrics(), scale: 2)
        #expect(try hiDPI.line("Hi", face: .regular, points: 10, maxWidth: 100)?.size == Size(width: 10, height: 12.5))
        #expect(try hiDPI.lineHeight(.mono, points: 13) == 19.5)
    }

    @Test func wordsWrapOntoLinesAndTheLastIsCut() throws {
        // 50 px hold 10 characters.
        let two = try layout.lines("one two three four", face: .regular, points: 10, maxWidth: 50, maxLines: 2)
        #expect(two.map(\.text) == ["one two", "three four"])
        let one = try layout.lines("one two three four", face: .regular, points: 10, maxWidth: 50, maxLines: 1)
        #expect(one.map(\.text) == ["one two t…"])
        let three = try layout.lines("one two three four five", face: .regular, points: 10, maxWidth: 50, maxLines: 2)
        // The last line takes the rest: "three fou" + "…" is 10 characters.
        #expect(three.map(\.text) == ["one two", "three fou…"])
        #expect(try layout.lines("anything", face: .regular, points: 10, maxWidth: 50, maxLines: 0).isEmpty)
    }
}
