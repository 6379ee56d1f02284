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

    /// `render --scene --input` draws the same cards as `simulate` at each breakpoint (before, a
    /// resize in `render` kept the starting rules: 1.2 per view at every size).
    @Test func renderSwitchesTheRulesAsSimulateDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-responsive-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("resize.json").path
        try Self.script.write(toFile: path, atomically: true, encoding: .utf8)
        // Moments 1.0, 1.6, 2.2 and 2.8 s: before the first resize and after each one.
        let render = try CarouselProcess.run([
            "render", ResponsiveCommandTests.spec, "--input", path, "--scene", "--at", "1", "--every", "0.6",
            "--frames", "4",
        ])
        #expect(render.status == 0, "\(render.stderr)")
        let simulate = try CarouselProcess.run([
            "simulate", ResponsiveCommandTests.spec, "--input", path, "--fps", "5", "--duration", "3", "--cards",
        ])
        #expect(simulate.status == 0, "\(simulate.stderr)")
        let lines = try Self.lines(simulate.stdout)
        let document = try #require(try JSONSerialization.jsonObject(with: render.stdoutBytes) as? [String: Any])
        let scenes = try #require(document["scenes"] as? [[String: Any]])
        try #require(scenes.count == 4)
        let widths: [Double] = [
            (480.0 - 32 - 12) / 1.2, (800.0 - 64 - 20 * 2) / 2.5, (1100.0 - 64 - 20 * 3) / 4, (500.0 - 32 - 12) / 1.2,
        ]
        for (scene, width) in zip(scenes, widths) {
            let time = try #require(scene["time"] as? Double)
            let drawn = try Self.renderedCards(scene)
            let simulated = try Self.simulatedCards(lines, near: time)
            #expect(!drawn.isEmpty, "at \(time)")
            #expect(drawn.keys.sorted() == simulated.keys.sorted(), "at \(time)")
            for (item, rect) in drawn {
                #expect(abs(rect[2] - width) < 0.01, "item \(item) at \(time): \(rect[2]) vs \(width)")
                guard let other = simulated[item] else { continue }
                #expect(zip(rect, other).allSatisfy { abs($0 - $1) < 0.01 }, "item \(item) at \(time)")
            }
        }
    }

    /// The `[x, y, width, height]` of each card of `picks` in a `render --scene` scene, by item.
    static func renderedCards(_ scene: [String: Any]) throws -> [Int: [Double]] {
        let commands = try #require(scene["commands"] as? [[String: Any]])
        var cards: [Int: [Double]] = [:]
        for command in commands {
            guard let card = command["card"] as? [String: Any], card["carousel"] as? String == "picks" else { continue }
            cards[try #require(card["item"] as? Int)] = try #require(card["frame"] as? [Double])
        }
        return cards
    }

    /// The `[x, y, width, height]` of each card in `simulate`'s frame line at `time`, by item.
    static func simulatedCards(_ lines: [[String: Any]], near time: Double) throws -> [Int: [Double]] {
        let frame = try #require(
            lines.first { $0["type"] as? String == "frame" && abs(($0["t"] as? Double ?? -1) - time) < 1e-6 })
        let carousel = try #require((frame["carousels"] as? [[String: Any]])?.first)
        var cards: [Int: [Double]] = [:]
        for card in try #require(carousel["cards"] as? [[String: Any]]) {
            let values = ["x", "y", "width", "height"].compactMap { card[$0] as? Double }
            cards[try #require(card["item"] as? Int)] = values
        }
        return cards
    }
}
