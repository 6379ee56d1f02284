import Foundation
import Testing
@testable import CarouselCLI

/// `carousel render --focus[=ID]`: the keyboard focus mark only when asked.
@Suite struct RenderFocusCommandTests {
    /// The command names (`clip`, `card`, `stroke` ...) of the scene `arguments` print.
    private func kinds(_ extra: [String]) throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let result = try CarouselProcess.run(["render", "a.carousel.toml", "--scene"] + extra, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let scenes = try #require(document["scenes"] as? [[String: Any]])
        let commands = try #require(scenes.first?["commands"] as? [[String: Any]])
        return commands.compactMap { $0.keys.first }
    }

    @Test func noFocusMarkUnlessAsked() throws {
        // The untitled carousel shows its focus as a ring (a stroke) inside its frame.
        #expect(!(try kinds([])).contains("stroke"))
        #expect(try kinds(["--focus"]).contains("stroke"))
        #expect(try kinds(["--focus=featured"]).contains("stroke"))
    }

    @Test func focusTakesItsValueOnlyAfterAnEqualsSign() throws {
        let flag = try RenderCommand.parse(["--focus", "a.carousel.toml"])
        #expect(flag[RenderCommand.focus] == .alone)
        #expect(flag.positionals == ["a.carousel.toml"])
        let named = try RenderCommand.parse(["--focus=news"])
        #expect(named[RenderCommand.focus] == .value("news"))
    }

    @Test func anUnknownFocusIdIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.carousel.toml", Fixtures.valid)
        let result = try CarouselProcess.run(
            ["render", "a.carousel.toml", "--focus=nope", "-o", "a.png"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == "carousel render: --focus: no carousel with id 'nope' (the spec has: featured)\n")
    }
}
