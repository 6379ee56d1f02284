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

/// Card labels: title `clamp(min(h * 0.15, w * 0.12), 10...30)` points, padding
/// `clamp(min(w, h) * 0.09, 9...18)`, subtitle 0.62 of the title when the card is taller than
/// 3.2 titles, stacked up from the bottom padding.
@Suite struct CardLabelsTests {
    private let layout = TextLayout(metrics: FakeMetrics(), scale: 1)

    @Test func titleAndSubtitleSitAtTheBottomLeft() throws {
        let labels = try CardLabels.layout(
            title: "Title", subtitle: "Sub", in: Rect(x: 10, y: 20, width: 200, height: 100), layout: layout)
        // Title 15 points (5 x 7.5 = 37 px by 18); subtitle 9 points (13 px by 11); padding 9.
        #expect(labels.map(\.line.text) == ["Title", "Sub"])
        #expect(labels.map(\.line.points) == [15, 9])
        #expect(labels.map(\.origin) == [Point(x: 19, y: 20 + 100 - 9 - 29), Point(x: 19, y: 20 + 100 - 9 - 11)])
    }

    @Test func aShortCardDropsTheSubtitleAndCutsTheTitle() throws {
        // 120 x 30: title clamp(min(4.5, 14.4), 10...30) = 10 points; 30 is not taller than 3.2
        // titles (32), so no subtitle; padding 9 leaves 102 px: 20 characters of 5 px, the
        // ellipsis included, and the cut falls on a space.
        let short = try CardLabels.layout(
            title: "A rather long card title", subtitle: "Sub", in: Rect(x: 0, y: 0, width: 120, height: 30),
            layout: layout)
        #expect(short.map(\.line.text) == ["A rather long card…"])
        #expect(short.map(\.origin) == [Point(x: 9, y: 30 - 9 - 12)])
    }
}
