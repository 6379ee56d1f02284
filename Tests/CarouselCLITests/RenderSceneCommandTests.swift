import Foundation
import Testing

/// `carousel render --scene` run as a subprocess: deterministic JSON of the draw list.
@Suite struct RenderSceneCommandTests {
    @Test func printsTheSameSceneJSONTwice() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let arguments = ["render", "a.carousel.toml", "--scene", "--at", "0.5", "--size", "320x200"]
        let first = try CarouselProcess.run(arguments, in: folder.url)
        let second = try CarouselProcess.run(arguments, in: folder.url)
        #expect(first.status == 0 && first.stderr.isEmpty)
        #expect(first.stdout == second.stdout)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(document["format"] as? String == "carousel-scene")
        let scenes = try #require(document["scenes"] as? [[String: Any]])
        #expect(scenes.count == 1)
        #expect(scenes[0]["time"] as? Double == 0.5)
        // A 320x200 window is smaller than the spec's 1280x800: the scene keeps the spec's size
        // and is drawn at a quarter of a pixel per point (scaled to fit, issue 9).
        #expect(scenes[0]["size"] as? [Double] == [1280, 800])
        #expect(scenes[0]["scale"] as? Double == 0.25)
        let commands = try #require(scenes[0]["commands"] as? [[String: Any]])
        // Cards are drawn between a clip to the carousel's frame and its end.
        let kinds = commands.compactMap { $0.keys.first }
        let clip = try #require(kinds.firstIndex(of: "clip"))
        let card = try #require(kinds.firstIndex(of: "card"))
        #expect(clip < card)
    }

    @Test func framesGiveOneScenePerMomentAndOutputGoesToTheFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let result = try CarouselProcess.run(
            ["render", "a.carousel.toml", "--scene", "--frames", "3", "--every", "0.25", "-o", "scene.json"],
            in: folder.url)
        #expect(result.status == 0 && result.stdout.isEmpty)
        #expect(result.stderr == "carousel render: wrote the scene to scene.json\n")
        let data = try Data(contentsOf: folder.url.appendingPathComponent("scene.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let times = (document["scenes"] as? [[String: Any]])?.compactMap { $0["time"] as? Double }
        #expect(times == [0, 0.25, 0.5])
    }
}
