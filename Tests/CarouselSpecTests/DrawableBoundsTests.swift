import Foundation
import Testing

@testable import CarouselSpec

/// Every length that reaches drawing or integer arithmetic is bounded by what can be drawn
/// (16384 points); `check` rejects the values that used to pass it and then trap `render` or
/// `simulate` (issue 13).
@Suite struct DrawableBoundsTests {
    /// (carousel body, key as named in the message, the range the message must state)
    static let tooLarge: [(String, String, String)] = [
        ("page-size = { width = 4294967297, height = 400 }\n", "width", "> 0 and <= 16384"),
        ("page-size = { width = 1e300, height = 400 }\n", "width", "> 0 and <= 16384"),
        ("page-size = { width = 400, height = 16385 }\n", "height", "> 0 and <= 16384"),
        (
            "kind = \"marquee\"\n[carousel.marquee]\nitem-extent = 1.7976931348623157e308\n", "item-extent",
            "> 0 and <= 16384"
        ),
        ("frame = { x = 0, y = 0, width = 1e300, height = 100 }\n", "width", "> 0 and <= 16384"),
        ("frame = { x = -1e300, y = 0, width = 100, height = 100 }\n", "x", "-16384..16384"),
        ("corner-radius = 1e300\n", "corner-radius", "0..16384"),
        (
            "kind = \"focus\"\n[carousel.focus]\nitem-size = { width = 1e308, height = 500 }\n", "width",
            "> 0 and <= 16384"
        ),
        ("kind = \"focus\"\n[carousel.focus]\nshrink = 1e300\n", "shrink", "0..16384"),
    ]

    @Test(arguments: 0..<tooLarge.count)
    func valuesPastWhatCanBeDrawnAreOutOfRange(index: Int) {
        let (body, key, range) = Self.tooLarge[index]
        let compilation = SpecFixtures.compile(SpecFixtures.carousel(body + "[[carousel.items]]\n"))
        let errors = compilation.diagnostics.filter { $0.code.text == "E0301" }
        #expect(errors.count == 1, "\(SpecFixtures.describe(compilation))")
        let message = errors.first?.message ?? ""
        #expect(message.contains("`\(key)`"), "\(message)")
        #expect(message.hasSuffix("outside the allowed range \(range)"), "\(message)")
    }

    /// The spec reproducers of issue 13, kept in Tests/Fixtures/hostile.
    @Test(arguments: [
        "page-size-4294967297.carousel.toml", "page-size-1e300.carousel.toml", "marquee-item-extent-max.carousel.toml",
    ])
    func hostileFixturesAreOutOfRange(file: String) throws {
        let path = SpecFixtures.packageRoot + "/Tests/Fixtures/hostile/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let compilation = SpecFixtures.compile(text)
        let errors = compilation.diagnostics.filter { $0.code.text == "E0301" }
        #expect(errors.count == 1, "\(SpecFixtures.describe(compilation))")
        #expect(errors.first?.message.hasSuffix("outside the allowed range > 0 and <= 16384") == true)
    }

    @Test func theLargestDrawableSizesStillCheckClean() {
        let compilation = SpecFixtures.compile(
            "[window]\nsize = [7680, 4320]\n"
                + SpecFixtures.carousel(
                    "page-size = { width = 16384, height = 16384 }\ncorner-radius = 16384\n[[carousel.items]]\n"))
        let errors = compilation.diagnostics.filter { $0.code.text == "E0301" }
        #expect(errors.isEmpty, "\(SpecFixtures.describe(compilation))")
    }

    @Test func theJSONSchemaCarriesTheBounds() {
        let schema = SpecSchema.jsonSchema()
        #expect(schema.contains("\"maximum\": 16384"))
    }

    @Test func boundsTextNamesBothEndsOfAnExclusiveRange() {
        #expect(Bounds.size.text == "> 0 and <= 16384")
        #expect(Bounds.length.text == "0..16384")
        #expect(Bounds.positive.text == "> 0")
    }
}
