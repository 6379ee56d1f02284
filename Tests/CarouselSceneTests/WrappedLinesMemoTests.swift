import CarouselEngine
import CarouselScene
import Testing

/// `TextLayout.lines` with metrics that remember wrapped texts (``WrappedLinesMemo``): asked
/// first, told what was wrapped, keyed by everything the wrapping depends on.
@Suite struct WrappedLinesMemoTests {
    /// `FakeMetrics` that remember wrapped lines and count what they are asked.
    final class RememberingMetrics: FontMetrics, WrappedLinesMemo {
        let fake = FakeMetrics()
        var remembered: [WrappedLinesKey: [FittedLine]] = [:]
        var measured = 0

        func size(of text: String, face: FontFace, pixelSize: Int) throws -> PixelSize {
            measured += 1
            return try fake.size(of: text, face: face, pixelSize: pixelSize)
        }

        func lineSkip(face: FontFace, pixelSize: Int) throws -> Int {
            try fake.lineSkip(face: face, pixelSize: pixelSize)
        }

        func wrappedLines(for key: WrappedLinesKey) -> [FittedLine]? { remembered[key] }

        func remember(_ lines: [FittedLine], for key: WrappedLinesKey) { remembered[key] = lines }
    }

    private static let text = "Storm warning for the coast tonight"

    @Test func theFirstWrappingIsRememberedUnderItsKeyAndEqualsPlainMetrics() throws {
        let metrics = RememberingMetrics()
        let lines = try TextLayout(metrics: metrics, scale: 2)
            .lines(Self.text, face: .bold, points: 10, maxWidth: 60, maxLines: 2)
        let plain = try TextLayout(metrics: FakeMetrics(), scale: 2)
            .lines(Self.text, face: .bold, points: 10, maxWidth: 60, maxLines: 2)
        // 10 points at 2 px per point: 20 px, each character 10 px, so 120 px hold 12 characters.
        #expect(lines.map(\.text) == ["Storm", "warning for…"])
        #expect(lines == plain)
        let key = WrappedLinesKey(text: Self.text, face: .bold, points: 10, maxWidth: 60, maxLines: 2, scale: 2)
        #expect(metrics.remembered == [key: lines])
    }

    @Test func aRememberedWrappingIsAnsweredWithoutMeasuring() throws {
        let metrics = RememberingMetrics()
        let layout = TextLayout(metrics: metrics, scale: 1)
        let planted = [FittedLine(text: "planted", face: .regular, points: 10, size: Size(width: 1, height: 1))]
        let key = WrappedLinesKey(text: Self.text, face: .regular, points: 10, maxWidth: 50, maxLines: 2, scale: 1)
        metrics.remember(planted, for: key)
        #expect(try layout.lines(Self.text, face: .regular, points: 10, maxWidth: 50, maxLines: 2) == planted)
        #expect(metrics.measured == 0)
        // Any other width, face, size, line count or scale is wrapped and measured.
        let others: [(TextLayout, FontFace, Double, Double, Int)] = [
            (layout, .regular, 10, 51, 2), (layout, .bold, 10, 50, 2), (layout, .regular, 12, 50, 2),
            (layout, .regular, 10, 50, 3), (TextLayout(metrics: metrics, scale: 2), .regular, 10, 50, 2),
        ]
        for (other, face, points, width, count) in others {
            #expect(try other.lines(Self.text, face: face, points: points, maxWidth: width, maxLines: count) != planted)
        }
        #expect(metrics.remembered.count == 1 + others.count)
        #expect(metrics.measured > 0)
    }
}
