import Foundation
import Testing

/// A script's `resize` is the window's new size, in `simulate` as in the demo window: the
/// `[[carousel.when]]` rules of Configs/responsive.carousel.toml (480 × 640 points, 1.2 per view,
/// insets 16, spacing 12; rule 1 from 600 points: 2.5 per view, insets 32, spacing 20; rule 2 from
/// 1000: 4 per view) switch at each breakpoint, a `rules` line says so, the selection is kept.
@Suite struct ResponsiveScriptTests {
    static let script = """
        {"size": [480, 640], "events": [
          {"t": 0.2, "type": "key", "key": "right"},
          {"t": 0.8, "type": "key", "key": "right"},
          {"t": 1.5, "type": "resize", "width": 800, "height": 640},
          {"t": 2.0, "type": "resize", "width": 1100, "height": 640},
          {"t": 2.5, "type": "resize", "width": 500, "height": 640}
        ]}
        """

    static func lines(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    /// The first card's width in the frame line at `time`: `L = (R − s·(⌈p⌉ − 1)) / p`
    /// (docs/engine.md, "Several items per view"), `R` the width minus the insets.
    static func cardWidth(_ lines: [[String: Any]], at time: Double) throws -> Double {
        let frame = try #require(lines.first { $0["type"] as? String == "frame" && ($0["t"] as? Double) == time })
        let carousel = try #require((frame["carousels"] as? [[String: Any]])?.first)
        let card = try #require((carousel["cards"] as? [[String: Any]])?.first)
        return try #require(card["width"] as? Double)
    }

    @Test func aResizeAcrossABreakpointAppliesTheRulesAndKeepsTheSelection() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-responsive-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("resize.json").path
        try Self.script.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CarouselProcess.run([
            "simulate", ResponsiveCommandTests.spec, "--input", path, "--fps", "10", "--duration", "4", "--cards",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try Self.lines(result.stdout)
        let rules = lines.filter { $0["type"] as? String == "rules" }
        try #require(rules.count == 3)
        let expected: [(Double, [Int], Double)] = [(1.5, [1], 2.5), (2.0, [1, 2], 4), (2.5, [], 1.2)]
        for (line, (time, numbers, perView)) in zip(rules, expected) {
            let entry = try #require((line["carousels"] as? [[String: Any]])?.first)
            #expect(line["t"] as? Double == time)
            #expect(entry["rules"] as? [Int] == numbers, "at \(time)")
            #expect(entry["per-view"] as? Double == perView, "at \(time)")
            #expect(entry["selection"] as? Int == 2, "at \(time)")
        }
        #expect(abs(try Self.cardWidth(lines, at: 1.0) - (480.0 - 32 - 12) / 1.2) < 0.01)
        #expect(abs(try Self.cardWidth(lines, at: 1.8) - (800.0 - 64 - 20 * 2) / 2.5) < 0.01)
        #expect(abs(try Self.cardWidth(lines, at: 2.3) - (1100.0 - 64 - 20 * 3) / 4) < 0.01)
        #expect(abs(try Self.cardWidth(lines, at: 3.0) - (500.0 - 32 - 12) / 1.2) < 0.01)
    }
}
