import CarouselEngine
import CarouselScene
import CarouselSpec
import Foundation
import Testing

/// What is drawn for frames in percentages and for grids: a hero over a strip laid out at three
/// window sizes as the demo and `render --size` lay a `min-size` spec out (frames and titles
/// follow the window), and Configs/grid's page dots (one per line position, not per card).
@Suite struct PercentFrameSceneTests {
    static let spotlight = """
        [window]
        size = [1280, 800]
        min-size = [800, 600]
        [[carousel]]
        id = "hero"
        title = "Spotlight"
        frame = { x = "0%", y = "6%", width = "100%", height = "58%" }
        [[carousel.items]]
        title = "One"
        [[carousel.items]]
        title = "Two"
        [[carousel]]
        id = "strip"
        sync = "hero"
        frame = { x = "0%", y = "74%", width = "100%", height = "24%" }
        per-view = 4
        indicators = false
        [carousel.source]
        carousel = "hero"
        """

    static func scene(_ text: String, name: String, at window: Size) throws -> Scene {
        let loader = SpecLoader(fileSystem: InMemoryFileSystem(), workingDirectory: "/work")
        let spec = try loader.load(text: text, name: name, baseDirectory: "/specs").get().spec(forWindow: window)
        var scene = spec.scene
        scene.windowSize = window
        return try SceneComposer(spec: spec).compose(
            Engine(scene: scene).frames(), size: window, metrics: FakeMetrics())
    }

    @Test(arguments: [Size(width: 800, height: 600), Size(width: 1280, height: 800), Size(width: 1920, height: 1080)])
    func framesFollowTheWindow(window: Size) throws {
        let scene = try Self.scene(Self.spotlight, name: "spotlight.carousel.toml", at: window)
        let cards = SceneFixtures.cards(scene)
        // The hero's page: its frame (6 % down, 58 % tall, the whole width) minus the default
        // insets (20 along, 8 across).
        let hero = try #require(cards.first { $0.carousel == "hero" && $0.item == 0 })
        #expect(
            SceneFixtures.close(
                hero.frame,
                Rect(x: 20, y: window.height * 0.06 + 8, width: window.width - 40, height: window.height * 0.58 - 16)))
        // The strip: four thumbs of (W − 40 − 3 · 16) / 4 from 74 % down.
        let thumb = try #require(cards.first { $0.carousel == "strip" && $0.item == 0 })
        #expect(
            SceneFixtures.close(
                thumb.frame,
                Rect(
                    x: 20, y: window.height * 0.74 + 8, width: (window.width - 40 - 48) / 4,
                    height: window.height * 0.24 - 16)))
        // The hero's title line sits just above its frame, at its written size at every window.
        let title = try #require(SceneFixtures.texts(scene).first { $0.text == "Spotlight" })
        #expect(title.origin.y < window.height * 0.06 && title.origin.y > window.height * 0.06 - 28)
    }

    @Test func gridDotsCountTheLinePositions() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let text = try String(
            contentsOfFile: url.appendingPathComponent("Configs/grid.carousel.toml").path, encoding: .utf8)
        let window = Size(width: 1280, height: 800)
        let scene = try Self.scene(text, name: "grid.carousel.toml", at: window)
        // 15 cards in 2 rows are 8 columns; 4 in view and contained: positions 0 to 4.
        let cards = SceneFixtures.cards(scene)
        #expect(Set(cards.map(\.item)).count > 8)
        let dots = SceneFixtures.pills(scene).filter { $0.rect.y > 760 }
        #expect(dots.count == 5)
        // The grid starts at its leading edge: its first card at the leading inset (32).
        let first = try #require(cards.first { $0.item == 0 })
        #expect(first.frame.x == 32)
    }
}
