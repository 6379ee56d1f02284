import CarouselEngine
import CarouselScene
import CarouselSpec
import CarouselTestSupport
import Testing

@testable import CarouselCLI
@testable import CarouselVerify

/// Plain `check`'s fast proof that a title fits (``CardLabels/showsWholeTitle(title:subtitle:style:in:cornerRadius:layout:bounds:)``)
/// skips the layout only where the layout gives the same answer: held against the exact layout
/// with the bundled fonts' own measure on thousands of generated cards.
@Suite struct WholeTitleProofTests {
    static let words = [
        "Harbour", "lights", "at", "dusk", "Morning", "market", "on", "the", "river", "Old", "town", "walk", "WAVY",
        "fjord", "jiffy", "Tt", "AVA", "x", "Mountain", "trail,", "part", "12", "(draft)", "naïve", "café", "São",
        "Paulo", "·", "über", "日本", "Ωmega", "  ",
    ]

    static func metrics() throws -> SfntFontMetrics {
        try #require(SfntFontMetrics.forSpec(fontPath: nil), "the bundled fonts are found")
    }

    /// A random text of `count` words (some ASCII only, some not).
    static func text(_ count: Int, asciiOnly: Bool, _ random: inout SplitMix64) -> String {
        let pool = asciiOnly ? words.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : words
        return (0..<count).map { _ in pool[Int.random(in: 0..<pool.count, using: &random)] }.joined(separator: " ")
    }

    @Test func theProofAgreesWithTheLayout() throws {
        let metrics = try Self.metrics()
        let layout = TextLayout(metrics: metrics, scale: 1)
        let bounds = try #require(LineWidthBoundsCache(metrics: metrics))
        var random = SplitMix64(seed: 0x7173_2025)
        var proved = 0, wholeByLayout = 0
        for _ in 0..<4000 {
            let title = Self.text(
                Int.random(in: 1...9, using: &random), asciiOnly: Bool.random(using: &random), &random)
            let subtitle: String? =
                Bool.random(using: &random)
                ? nil : Self.text(Int.random(in: 0...8, using: &random), asciiOnly: false, &random)
            var style = LabelStyle(
                titlePoints: Bool.random(using: &random) ? nil : Double(Int.random(in: 9...40, using: &random)),
                subtitlePoints: Bool.random(using: &random) ? nil : Double(Int.random(in: 9...24, using: &random)),
                weight: Bool.random(using: &random) ? .bold : .regular,
                titleLines: Int.random(in: 1...3, using: &random),
                subtitleLines: Int.random(in: 0...4, using: &random))
            style.position = TextPosition.allCases[Int.random(in: 0..<TextPosition.allCases.count, using: &random)]
            let box = Rect(
                x: Double(Int.random(in: 0...50, using: &random)), y: Double(Int.random(in: 0...50, using: &random)),
                width: Double(Int.random(in: 60...640, using: &random)),
                height: Double(Int.random(in: 30...400, using: &random)))
            let radius = Double(Int.random(in: 0...60, using: &random))
            let labels = try CardLabels.layout(
                title: title, subtitle: subtitle, style: style, in: box, cornerRadius: radius, layout: layout)
            let whole = !TitleLines(title: title, labels: labels).isCut
            if whole { wholeByLayout += 1 }
            if CardLabels.showsWholeTitle(
                title: title, subtitle: subtitle, style: style, in: box, cornerRadius: radius, layout: layout,
                bounds: bounds)
            {
                proved += 1
                #expect(
                    whole, "proved whole but laid out cut: \(title) / \(subtitle ?? "-") in \(box), radius \(radius)")
            }
        }
        // The fast path is taken for most of the titles that fit (else it buys nothing).
        #expect(proved > wholeByLayout / 2, "\(proved) proved of \(wholeByLayout) whole")
    }

    /// A title one character past what the bound proves is left to the layout; one within it is proved.
    @Test func aTitleJustOverTheBoundGoesToTheLayout() throws {
        let metrics = try Self.metrics()
        let layout = TextLayout(metrics: metrics, scale: 1)
        let bounds = try #require(LineWidthBoundsCache(metrics: metrics))
        let box = Rect(x: 0, y: 0, width: 300, height: 200)
        let padding = CardText.padding(card: Size(width: 300, height: 200))
        let maxPixels = Int(box.width - 2 * padding)
        let table = try #require(
            bounds.bounds(.bold, pixelSize: Int(CardText.titlePoints(card: Size(width: 300, height: 200)))))
        var title = "Harbour"
        while let next = table.widthBound(of: Substring(title + "W")), next <= maxPixels { title += "W" }
        let over = title + "W"
        let proves = { (text: String) in
            CardLabels.showsWholeTitle(
                title: text, subtitle: nil, style: .standard, in: box, cornerRadius: 0, layout: layout, bounds: bounds)
        }
        #expect(proves(title))
        #expect(!proves(over))
        // The exact layout still decides it: it fits on two lines, whole.
        let labels = try CardLabels.layout(title: over, subtitle: nil, style: .standard, in: box, layout: layout)
        #expect(!labels.isEmpty)
    }

    /// The bound is never under the measure, and the widest character is the measure's own.
    @Test func theBoundsHoldTheMeasure() throws {
        let metrics = try Self.metrics()
        var random = SplitMix64(seed: 0x600D_B0DE)
        let ascii = (32..<127).map { String(UnicodeScalar(UInt8($0))) }
        let latin = (160..<256).map { String(UnicodeScalar(UInt8($0))) }
        for face in [FontFace.regular, .bold] {
            for pixelSize in [9, 12, 16, 19, 24, 30, 47] {
                let table = try #require(metrics.widthBounds(face, pixelSize: pixelSize))
                #expect(table.lineSkip == (try metrics.lineSkip(face: face, pixelSize: pixelSize)))
                for _ in 0..<300 {
                    let text = (0..<Int.random(in: 1...60, using: &random)).map { _ in
                        ascii[Int.random(in: 0..<ascii.count, using: &random)]
                    }.joined()
                    let measured = try metrics.size(of: text, face: face, pixelSize: pixelSize)
                    let bound = try #require(table.widthBound(of: Substring(text)))
                    // Over by at most the farthest-reaching ink at each end (under a quarter em each).
                    #expect(
                        bound >= measured.width && bound <= measured.width + pixelSize / 2 + 2,
                        "\(text) at \(pixelSize)")
                    #expect(table.lineHeight == measured.height)
                    let mixed = (0..<Int.random(in: 1...20, using: &random)).map { _ in
                        (ascii + latin)[Int.random(in: 0..<(ascii.count + latin.count), using: &random)]
                    }
                    let widest = try mixed.map { try metrics.size(of: $0, face: face, pixelSize: pixelSize).width }
                        .max()
                    #expect(table.widestCharacter(in: mixed.joined()) == widest)
                }
                #expect(table.widthBound(of: "naïve") == nil)
                #expect(table.widestCharacter(in: "日本") == nil)
            }
        }
    }
}
