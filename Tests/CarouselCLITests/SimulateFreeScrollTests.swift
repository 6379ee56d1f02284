import Foundation
import Testing

/// `carousel simulate` of Configs/shelf.carousel.toml with Tests/Fixtures/engine/free-shelf-flick.json:
/// the free shelf (per-view 5.5, spacing 12: L = (1240 − 60) / 5.5, S = L + 12) coasts a 2000
/// points/s flick at 2000 points/s² for 1 s, 1000 points, and rests at (200 + 1000) / S.
@Suite struct SimulateFreeScrollTests {
    @Test func theShelfCoastsToTheFormulasRest() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let result = try CarouselProcess.run(
            [
                "simulate", root + "/Configs/shelf.carousel.toml", "--input",
                root + "/Tests/Fixtures/engine/free-shelf-flick.json", "--fps", "10",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let stride = (1240.0 - 60) / 5.5 + 12
        let rest = (200 + 1000) / stride
        #expect(
            lines.contains {
                $0["type"] as? String == "select" && $0["carousel"] as? String == "shelf"
                    && $0["index"] as? Int == Int(rest.rounded())
            })
        // The shelf's settling ends one second after the release at 0.6 s: on the 60 Hz step at
        // 1.6 s or, when 1.6 − 0.6 rounds below 1 s, the step after it.
        let idle = lines.first {
            $0["type"] as? String == "phase" && $0["carousel"] as? String == "shelf"
                && $0["phase"] as? String == "idle"
        }
        let time = try #require(idle?["t"] as? Double)
        #expect(time >= 1.6 && time < 1.6 + 2.0 / 60 - 1e-9)
        // A frame line after the coast shows the shelf's progress at the rest position.
        let frame = lines.last { $0["type"] as? String == "frame" }
        let carousels = try #require(frame?["carousels"] as? [[String: Any]])
        let shelf = try #require(carousels.first { $0["id"] as? String == "shelf" })
        let progress = try #require(shelf["progress"] as? Double)
        #expect(abs(progress - rest) < 1e-3)
    }
}
