import CarouselEngine
import CarouselScene
import CarouselSpec
import Foundation
import Testing

/// The scene of Configs/responsive.carousel.toml at two window sizes, as the demo composes it
/// after a resize: the rules of the size in force, item length L = (R − s·(⌈p⌉ − 1)) / p with
/// R the window width minus the insets (480: 16 + 16, p 1.2, s 12; 1100: 32 + 32, p 4, s 20).
@Suite struct ResponsiveSceneTests {
    static let text: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let path = url.appendingPathComponent("Configs/responsive.carousel.toml").path
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }()

    static func cards(at window: Size) throws -> [SceneCard] {
        let loader = SpecLoader(fileSystem: InMemoryFileSystem(), workingDirectory: "/work")
        let loaded = try loader.load(text: text, name: "responsive.carousel.toml", baseDirectory: "/specs").get()
        let spec = loaded.spec(forWindow: window)
        var scene = spec.scene
        scene.windowSize = window
        let engine = Engine(scene: scene)
        let composed = try SceneComposer(spec: spec).compose(engine.frames(), size: window, metrics: FakeMetrics())
        return composed.commands.compactMap { if case .card(let card) = $0 { return card } else { return nil } }
    }

    @Test(arguments: [(480.0, 16.0, 12.0, 1.2), (1100, 32, 20, 4)])
    func cardsTakeTheRulesOfTheWindowSize(width: Double, inset: Double, spacing: Double, perView: Double) throws {
        let cards = try Self.cards(at: Size(width: width, height: 640))
        let length = (width - 2 * inset - spacing * (perView.rounded(.up) - 1)) / perView
        let first = try #require(cards.first { $0.item == 0 })
        #expect(abs(first.frame.width - length) < 1e-9, "\(first.frame.width) vs \(length)")
        #expect(abs(first.frame.x - inset) < 1e-9)
        // ⌈p⌉ items start inside the region, the next one (if any) past its end.
        let starts = cards.map(\.frame.x).filter { $0 < width - inset }
        #expect(starts.count == Int(perView.rounded(.up)))
    }
}
