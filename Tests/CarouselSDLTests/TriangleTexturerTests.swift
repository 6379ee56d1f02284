import CarouselEngine
import CarouselScene
import CarouselSpec
import Foundation
import Testing
@testable import CarouselSDL

extension SDLTests {
    /// `TriangleTexturer` fills the same pixels with the same texels as SDL's software renderer
    /// drawing the triangles unblended into a layer, and turned cards drawn through it give the
    /// same frame as turned cards drawn by SDL.
    @Suite struct TriangleTexturerTests {
        /// A small linear congruential generator (fixed seeds, the same on every machine).
        struct Random {
            var state: UInt64
            mutating func next() -> UInt64 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return state >> 33
            }
            mutating func unit() -> Float { Float(next() % 1_000_001) / 1_000_000 }
        }

        /// A `width` x `height` texture of distinct pixels (every texel tells where it came from).
        static func face(_ renderer: SDLRenderer, width: Int, height: Int) throws -> (SDLTexture, [UInt32]) {
            let texture = try SDLTexture(renderer: renderer, width: width, height: height)
            let pixels = (0..<(width * height)).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) | 0x0100_0000 }
            try pixels.withUnsafeBufferPointer {
                try renderer.upload($0, width: width, height: height, into: texture)
            }
            return (texture, pixels)
        }

        /// The layer SDL draws for `mesh` and the buffer the texturer fills, both `width` x `height`.
        static func both(
            _ mesh: [MeshVertex], canvas: OffscreenCanvas, face: SDLTexture, pixels: [UInt32], width: Int, height: Int
        ) throws -> (sdl: [UInt32], texturer: [UInt32]) {
            let painter = canvas.sceneDrawer.painter, renderer = painter.renderer
            let layer = try SDLTexture(renderer: renderer, width: width, height: height)
            try painter.draw(into: layer) { try renderer.drawTriangles(mesh, texture: face, replace: true) }
            let sdl = try renderer.pixels(of: layer)
            var ours = [UInt32](repeating: 0, count: width * height)
            pixels.withUnsafeBufferPointer { source in
                ours.withUnsafeMutableBufferPointer { target in
                    TriangleTexturer(
                        source: source, sourceWidth: face.width, sourceHeight: face.height, target: target,
                        targetWidth: width, targetHeight: height
                    ).draw(mesh)
                }
            }
            return (sdl, ours)
        }

        @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
        func randomTrianglesCoverTheSamePixelsWithTheSameTexelsAsSDL(seed: UInt64) throws {
            let canvas = try OffscreenCanvas(size: Size(width: 64, height: 64))
            let renderer = canvas.sceneDrawer.painter.renderer
            var random = Random(state: seed)
            let faceWidth = 17 + Int(random.next() % 300), faceHeight = 9 + Int(random.next() % 200)
            let (face, pixels) = try Self.face(renderer, width: faceWidth, height: faceHeight)
            let width = 40 + Int(random.next() % 400), height = 40 + Int(random.next() % 300)
            let white = PixelColor(r: 255, g: 255, b: 255, a: 255)
            var mesh: [MeshVertex] = []
            for _ in 0..<60 {
                // Corners anywhere in the layer and a little beyond it (clipped), fractions included.
                let x = Float(width) * 1.2, y = Float(height) * 1.2
                mesh.append(
                    MeshVertex(
                        position: PixelPoint(x: random.unit() * x - 0.1 * x, y: random.unit() * y - 0.1 * y),
                        color: white, texCoord: PixelPoint(x: random.unit(), y: random.unit())))
            }
            let drawn = try Self.both(mesh, canvas: canvas, face: face, pixels: pixels, width: width, height: height)
            let covered = drawn.sdl.filter { $0 != 0 }.count
            #expect(covered > width * height / 10)
            let differing = zip(drawn.sdl, drawn.texturer).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) of \(width * height) pixels differ")
            // With a hole: the same pixels outside it, nothing inside it.
            let hole = PixelBox(x: Int32(width / 4), y: Int32(height / 3), w: Int32(width / 2), h: Int32(height / 3))
            var holed = [UInt32](repeating: 0, count: width * height)
            pixels.withUnsafeBufferPointer { source in
                holed.withUnsafeMutableBufferPointer { target in
                    TriangleTexturer(
                        source: source, sourceWidth: face.width, sourceHeight: face.height, target: target,
                        targetWidth: width, targetHeight: height, hole: hole
                    ).draw(mesh)
                }
            }
            var wrong = 0
            for y in 0..<height {
                for x in 0..<width {
                    let inside =
                        x >= Int(hole.x) && x < Int(hole.x + hole.w) && y >= Int(hole.y) && y < Int(hole.y + hole.h)
                    if holed[y * width + x] != (inside ? 0 : drawn.sdl[y * width + x]) { wrong += 1 }
                }
            }
            #expect(wrong == 0)
        }

        @Test(arguments: [0.0, 17.0, 60.0, 135.0, 250.0])
        func aTurnedCardsMeshCoversTheSamePixelsAsSDL(degrees: Double) throws {
            let canvas = try OffscreenCanvas(size: Size(width: 64, height: 64))
            let renderer = canvas.sceneDrawer.painter.renderer
            let (face, pixels) = try Self.face(renderer, width: 202, height: 152)
            let turns = [
                Transform3D.rotateY(degrees: degrees / 3),
                Transform3D.rotateZ(degrees: degrees).then(.rotateX(degrees: degrees / 4)),
                Transform3D.rotateZ(degrees: degrees).then(.translate(x: 7.3, y: -3.6, z: -40)),
            ]
            for transform in turns {
                let projection = CardProjection(
                    rect: Rect(x: 100, y: 80, width: 200, height: 150), transform: transform, perspective: 800,
                    origin: Point(x: 200, y: 155))
                let mesh = try #require(
                    ProjectedMesh(
                        projection, scale: 1, textureWidth: 202, textureHeight: 152, padding: 1, alpha: 255))
                // Moved into a 420 x 340 layer as the drawer moves it: cut to whole pixels first.
                let moved = mesh.vertices.map {
                    MeshVertex(
                        position: PixelPoint(x: Float(Int32($0.position.x)), y: Float(Int32($0.position.y))),
                        color: $0.color, texCoord: $0.texCoord)
                }
                let drawn = try Self.both(moved, canvas: canvas, face: face, pixels: pixels, width: 420, height: 340)
                #expect(drawn.sdl.filter { $0 != 0 }.count > 1_000)
                #expect(drawn.sdl == drawn.texturer)
            }
        }

        @Test func aLayerWithAHoleIsCopiedAsTheFourBoxesAroundIt() {
            let box = PixelBox(x: 0, y: 0, w: 40, h: 30), hole = PixelBox(x: 10, y: 5, w: 20, h: 15)
            let parts = SceneDrawer.parts(of: box, around: hole)
            #expect(
                parts == [
                    PixelBox(x: 0, y: 0, w: 40, h: 5), PixelBox(x: 0, y: 5, w: 10, h: 15),
                    PixelBox(x: 30, y: 5, w: 10, h: 15), PixelBox(x: 0, y: 20, w: 40, h: 10),
                ])
            // Every pixel outside the hole is in exactly one part, none inside it.
            for y in 0..<30 {
                for x in 0..<40 {
                    let count = parts.filter { x >= $0.x && x < $0.x + $0.w && y >= $0.y && y < $0.y + $0.h }.count
                    let inHole = x >= 10 && x < 30 && y >= 5 && y < 20
                    #expect(count == (inHole ? 0 : 1))
                }
            }
            #expect(SceneDrawer.parts(of: box, around: nil) == [box])
            #expect(SceneDrawer.parts(of: box, around: PixelBox(x: 50, y: 0, w: 5, h: 5)) == [box])
        }

        @Test func bandsHoldEveryRowsWrittenColumns() {
            let band = TurnedCardRaster.bandHeight, height = 2 * band + 5
            var extents = [Int32](repeating: 0, count: 2 * height)
            for row in 0..<height {
                // Rows of the first band from 10 + row to 50 + row; the second band empty; the last 5 rows 3 to 7.
                let written: (Int32, Int32) =
                    row < band ? (Int32(10 + row), Int32(50 + row)) : row < 2 * band ? (.max, .min) : (3, 7)
                extents[2 * row] = written.0
                extents[2 * row + 1] = written.1
            }
            #expect(
                TurnedCardRaster.bands(extents, height: height) == [
                    PixelBox(x: 10, y: 0, w: Int32(50 + band - 1 - 10), h: Int32(band)),
                    PixelBox(x: 3, y: Int32(2 * band), w: 4, h: 5),
                ])
        }

        @Test(arguments: ["cards", "wheel", "coverflow", "cube", "inverted-cylinder"])
        func turnedCardsDrawnOnTheCPUGiveTheSameFrameAsSDL(effect: String) throws {
            let spec = try ProjectedLayersTests.spec(effect), composer = SceneComposer(spec: spec)
            var engine = Engine(scene: spec.scene)
            var frames: [[CarouselFrame]] = []
            // At rest, then mid-drag (the goldens' drag: effect-drag-horizontal.json).
            _ = engine.advance(to: 0.1)
            frames.append(engine.frames())
            engine.send(.pointerDown(Point(x: 300, y: 170)), at: 0.1)
            _ = engine.advance(to: 0.2)
            engine.send(.pointerMove(Point(x: 270, y: 170)), at: 0.2)
            _ = engine.advance(to: 0.3)
            engine.send(.pointerMove(Point(x: 240, y: 170)), at: 0.3)
            _ = engine.advance(to: 0.3)
            frames.append(engine.frames())
            for (index, frame) in frames.enumerated() {
                func canvas(rasterises: Bool, leavesOutCovered: Bool) throws -> OffscreenCanvas {
                    let canvas = try OffscreenCanvas(size: engine.scene.windowSize)
                    canvas.sceneDrawer.projectedLayers.rasterises = rasterises
                    canvas.sceneDrawer.projectedLayers.leavesOutCovered = leavesOutCovered
                    try canvas.draw(frame, composer: composer)
                    return canvas
                }
                let cpu = try canvas(rasterises: true, leavesOutCovered: false)
                let sdl = try canvas(rasterises: false, leavesOutCovered: false)
                // Mid-drag every one of these effects turns a card.
                #expect(index == 0 || cpu.sceneDrawer.projectedLayers.raster.reads > 0)
                #expect(sdl.sceneDrawer.projectedLayers.raster.reads == 0)
                #expect(try cpu.pixels() == sdl.pixels())
                // Leaving out what opaque cards in front cover: SDL's blitter rounds an opaque
                // pixel blended over another colour by up to one level, so a few pixels may move.
                let covered = try canvas(rasterises: true, leavesOutCovered: true).pixels()
                let difference = ProjectedLayersTests.difference(covered, try cpu.pixels())
                #expect(difference.largest <= 1)
                #expect(difference.pixels < covered.count / 1000)
            }
        }
    }
}
