import CarouselEngine
import CarouselScene
import CarouselSpec
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct OffscreenCanvasTests {
        let size = Size(width: 400, height: 300)

        @Test func cardsAreFilledWithTheirColourAndClippedToTheCarouselFrame() throws {
            let spec = Fixtures.spec(items: [Fixtures.item("One", Fixtures.red), Fixtures.item("Two", Fixtures.blue)])
            let canvas = try OffscreenCanvas(size: size)
            // The second card reaches past the frame's right edge (x 400) and bottom is inside.
            let frame = Fixtures.frame(
                cards: [
                    Fixtures.card(0, Rect(x: 20, y: 48, width: 300, height: 200)),
                    Fixtures.card(1, Rect(x: 336, y: 48, width: 300, height: 200)),
                ], itemCount: 2, frame: Rect(x: 0, y: 40, width: 380, height: 220))
            try canvas.draw([frame], spec: spec)
            let pixels = try canvas.pixels()
            let inside = Fixtures.pixel(pixels, width: 400, 100, 80)
            #expect(inside == (220, 40, 40))
            let neighbour = Fixtures.pixel(pixels, width: 400, 360, 80)
            #expect(neighbour == (30, 90, 230))
            // Past the carousel's frame (x >= 380) the neighbour is clipped away.
            let clipped = Fixtures.pixel(pixels, width: 400, 390, 80)
            #expect(clipped.b < 60)
            try canvas.savePNG(to: ShotFolder.path("cards.png"))
        }

        @Test func roundedCornersAreAntiAliasedNotSquare() throws {
            let spec = Fixtures.spec(items: [Fixtures.item("One", RGBAColor(red: 255, green: 255, blue: 255))])
            let canvas = try OffscreenCanvas(size: size)
            let frame = Fixtures.frame(
                cards: [Fixtures.card(0, Rect(x: 50, y: 50, width: 200, height: 200))], itemCount: 1)
            try canvas.draw([frame], spec: spec)
            let pixels = try canvas.pixels()
            // The very corner stays dark, the middle of the top edge is white, and somewhere on the
            // corner arc there are blended (grey) pixels.
            #expect(Fixtures.pixel(pixels, width: 400, 50, 50).r < 80)
            #expect(Fixtures.pixel(pixels, width: 400, 150, 51).r > 240)
            let arc = (50..<66).map { Fixtures.pixel(pixels, width: 400, $0, 55).r }
            #expect(arc.contains { $0 > 80 && $0 < 230 })
        }

        @Test func emptyCarouselShowsTheNoItemsCard() throws {
            let canvas = try OffscreenCanvas(size: size)
            try canvas.draw(
                [Fixtures.frame(cards: [], itemCount: 0)], spec: Fixtures.spec(items: []))
            let pixels = try canvas.pixels()
            #expect(Fixtures.pixel(pixels, width: 400, 200, 90) == (44, 44, 50))
            try canvas.savePNG(to: ShotFolder.path("empty.png"))
        }

        @Test func textTexturesAreCachedAcrossFrames() throws {
            let spec = Fixtures.spec(items: [Fixtures.item("One", Fixtures.red, subtitle: "First card")])
            let canvas = try OffscreenCanvas(size: size)
            let frame = Fixtures.frame(
                cards: [Fixtures.card(0, Rect(x: 20, y: 48, width: 300, height: 200))], itemCount: 1)
            try canvas.draw([frame], spec: spec)
            let first = canvas.textRenders
            for _ in 0..<5 { try canvas.draw([frame], spec: spec) }
            #expect(first >= 3)
            #expect(canvas.textRenders == first)
        }

        @Test func shadowTexturesAreCachedAcrossFramesAndShared() throws {
            let spec = Fixtures.spec(items: [Fixtures.item("One", Fixtures.red), Fixtures.item("Two", Fixtures.blue)])
            let canvas = try OffscreenCanvas(size: size)
            // Two cards of one size share a shadow texture.
            let frame = Fixtures.frame(
                cards: [
                    Fixtures.card(0, Rect(x: 20, y: 48, width: 150, height: 120)),
                    Fixtures.card(1, Rect(x: 200, y: 48, width: 150, height: 120)),
                ], itemCount: 2)
            try canvas.draw([frame], spec: spec)
            #expect(canvas.shadowTextures == 1)
            for _ in 0..<5 { try canvas.draw([frame], spec: spec) }
            #expect(canvas.shadowTextures == 1)
            // The shadow shows below the card, fading out: darker near the card than further away.
            let pixels = try canvas.pixels()
            let near = Fixtures.pixel(pixels, width: 400, 95, 172), far = Fixtures.pixel(pixels, width: 400, 95, 180)
            let background = Fixtures.pixel(pixels, width: 400, 95, 280)
            #expect(near.r < far.r)
            #expect(far.r <= background.r)
        }

        @Test func labelScrimTexturesAreCachedAcrossFrames() throws {
            let checker = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Assets/images/checker.png").path
            let item = ResolvedItem(
                id: "Pic", title: "Pic", subtitle: nil, color: Fixtures.red,
                textColor: RGBAColor(red: 255, green: 255, blue: 255), imagePath: checker)
            let canvas = try OffscreenCanvas(size: size)
            let frame = Fixtures.frame(
                cards: [Fixtures.card(0, Rect(x: 20, y: 48, width: 300, height: 200))], itemCount: 1)
            let content = SceneComposer(spec: Fixtures.spec(items: [item]))
            try canvas.draw([frame], composer: content)
            #expect(canvas.takeImageFailures().isEmpty)
            #expect(canvas.scrimStrips == 1)
            for _ in 0..<5 { try canvas.draw([frame], composer: content) }
            #expect(canvas.scrimStrips == 1)
            // The gradient darkens the bottom of the picture: the brightest pixel of a row near the
            // bottom (across the checker's squares) is darker than the brightest of a row near the top.
            let pixels = try canvas.pixels()
            func brightest(_ y: Int) -> Int {
                (30..<310).map { Fixtures.pixel(pixels, width: 400, $0, y) }.map { $0.r + $0.g + $0.b }.max() ?? 0
            }
            #expect(brightest(242) < brightest(70) - 40)
        }
    }
}

/// Where tests leave pictures for a human to look at (inside the build folder, not the repo).
enum ShotFolder {
    static func path(_ name: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-sdl-shots")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }
}
