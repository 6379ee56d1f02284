import Foundation
import Testing

/// `compile --size` and `simulate --size` on Configs/responsive.carousel.toml (480 × 640 points;
/// rule 1 from 600 points wide: 2.5 per view, spacing 20, insets 32; rule 2 from 1000: 4 per view).
@Suite struct ResponsiveCommandTests {
    static let spec = ExternalValidator.packageRoot.appendingPathComponent("Configs/responsive.carousel.toml").path

    static func object(_ bytes: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
    }

    @Test func compileForAWideWindowAppliesBothRules() throws {
        let result = try CarouselProcess.run(["compile", Self.spec, "--size", "1280x800"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try Self.object(result.stdoutBytes)
        let responsive = try #require(object["responsive"] as? [String: Any])
        #expect(responsive["layout-size"] as? [Double] == [1280, 800])
        #expect((responsive["applied"] as? [[String: Any]])?.first?["rules"] as? [Int] == [1, 2])
        let carousel = try #require((object["carousel"] as? [[String: Any]])?.first)
        #expect(carousel["per-view"] as? Double == 4)
        let derived = try #require(carousel["derived"] as? [String: Any])
        // L = (1280 − 2 × 32 − 20 × 3) / 4
        let expected: Double = (1280.0 - 64 - 60) / 4
        #expect(derived["page-length"] as? Double == expected)
    }

    @Test func compileForASmallerWindowKeepsTheSpecsLayout() throws {
        let result = try CarouselProcess.run(["compile", Self.spec, "--size", "300x640"])
        #expect(result.status == 0, "\(result.stderr)")
        let responsive = try #require(try Self.object(result.stdoutBytes)["responsive"] as? [String: Any])
        #expect(responsive["layout-size"] as? [Double] == [480, 640])
        let scale: Double = 300.0 / 480
        #expect(responsive["scale"] as? Double == scale)
        #expect((responsive["applied"] as? [[String: Any]])?.first?["rules"] as? [Int] == [])
    }

    @Test func compileWithoutSizeHasNoResponsiveObject() throws {
        let result = try CarouselProcess.run(["compile", Self.spec])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.object(result.stdoutBytes)["responsive"] == nil)
    }

    @Test func simulateAtASizeDrawsThatSizesCards() throws {
        let wide: Double = (800.0 - 64 - 40) / 2.5
        let narrow: Double = (480.0 - 32 - 12) / 1.2
        for (size, expected) in [("800x640", wide), ("480x640", narrow)] {
            let result = try CarouselProcess.run(["simulate", Self.spec, "--size", size, "--duration", "0", "--cards"])
            #expect(result.status == 0, "\(result.stderr)")
            let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("\"frame\"") })
            let frame = try Self.object(Data(line.utf8))
            let carousel = try #require((frame["carousels"] as? [[String: Any]])?.first)
            let card = try #require((carousel["cards"] as? [[String: Any]])?.first)
            let width = try #require(card["width"] as? Double)
            #expect(abs(width - expected) < 0.01, "at \(size): \(width) vs \(expected)")
        }
    }
}
