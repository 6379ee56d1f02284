import Testing

@testable import CarouselEngine

/// Frames in percentages of the window (``RelativeFrame``): worked out at the scene's window size
/// every time the scene is laid out, so a resize moves them.
@Suite struct RelativeFrameTests {
    static let strip = RelativeFrame(x: .percent(0), y: .percent(70), width: .percent(100), height: .percent(25))

    @Test func sidesAreOfTheWindowsWidthAndHeight() {
        #expect(Self.strip.rect(in: Size(width: 1280, height: 800)) == Rect(x: 0, y: 560, width: 1280, height: 200))
        #expect(Self.strip.rect(in: Size(width: 800, height: 600)) == Rect(x: 0, y: 420, width: 800, height: 150))
        let mixed = RelativeFrame(x: .points(40), y: .percent(10), width: .percent(50), height: .points(300))
        #expect(mixed.rect(in: Size(width: 1920, height: 1080)) == Rect(x: 40, y: 108, width: 960, height: 300))
        #expect(mixed.isRelative)
        #expect(!RelativeFrame(x: .points(0), y: .points(0), width: .points(1), height: .points(1)).isRelative)
    }

    @Test func theSceneLayoutResolvesItAtItsWindowSize() {
        var c = Scenes.carousel(count: 3, frame: Rect(x: 0, y: 560, width: 1280, height: 200))
        c.relativeFrame = Self.strip
        for size in [Size(width: 800, height: 600), Size(width: 1920, height: 1080)] {
            let frames = SceneLayout.frames(for: Scenes.single(c, size: size))
            #expect(frames == [Self.strip.rect(in: size)])
        }
    }

    @Test func aResizeMovesTheFrameAndItsCards() {
        var c = Scenes.carousel(count: 3, frame: Rect(x: 0, y: 560, width: 1280, height: 200))
        c.relativeFrame = Self.strip
        var d = Driver(Scenes.single(c))
        #expect(d.frame.frame == Rect(x: 0, y: 560, width: 1280, height: 200))
        d.send(.resize(Size(width: 1920, height: 1080)), at: 0.1)
        d.run(until: 0.2)
        #expect(d.frame.frame == Rect(x: 0, y: 756, width: 1920, height: 270))
        // The page is the frame minus the insets (20 / 20 along, 8 / 8 across).
        let card = d.frame.cards.first { $0.item == 0 }
        #expect(card?.rect == Rect(x: 20, y: 764, width: 1880, height: 254))
    }
}
