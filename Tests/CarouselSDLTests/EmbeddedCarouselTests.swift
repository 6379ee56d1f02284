import CSDL2
import CarouselEngine
import CarouselSpec
import Testing

@testable import CarouselSDL

extension SDLTests {
    /// `EmbeddedCarousel` in a program's own renderer: a software renderer on a 640x400 surface
    /// that "the program" cleared green, with the carousel (a 400x300 spec) in a rectangle of it.
    @Suite struct EmbeddedCarouselTests {
        static let width: Int32 = 640, height: Int32 = 400
        static let frame = Rect(x: 200, y: 60, width: 400, height: 300)
        static let spec = Fixtures.spec(items: [
            Fixtures.item("One", Fixtures.red), Fixtures.item("Two", Fixtures.blue),
            Fixtures.item("Three", Fixtures.red),
        ])

        /// The program's side: its surface and renderer, cleared green, with its own settings.
        final class Program {
            let surface: UnsafeMutablePointer<SDL_Surface>
            let renderer: OpaquePointer

            init() throws {
                surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDLBridge.argbPixelFormat))
                renderer = try #require(SDL_CreateSoftwareRenderer(surface))
                #expect(SDL_SetRenderDrawColor(renderer, 10, 200, 30, 255) == 0)
                #expect(SDL_RenderClear(renderer) == 0)
                #expect(SDL_SetRenderDrawColor(renderer, 1, 2, 3, 4) == 0)
                #expect(SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) == 0)
            }

            deinit {
                SDL_DestroyRenderer(renderer)
                SDL_FreeSurface(surface)
            }

            /// The pixel at (x, y) as (r, g, b).
            func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
                SDL_RenderPresent(renderer)
                let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
                let value = pixels[y * Int(surface.pointee.pitch) / 4 + x]
                return (Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
            }
        }

        /// An SDL event made by `fill`, handed over as a program does.
        static func hand(_ carousel: EmbeddedCarousel, at time: Double, _ fill: (inout SDL_Event) -> Void) -> Bool {
            var event = SDL_Event()
            fill(&event)
            return withUnsafePointer(to: &event) { carousel.handle(event: $0, at: time) }
        }

        @Test func drawsIntoItsFrameOnlyAndLeavesTheRenderersSettingsAsTheyWere() throws {
            let program = try Program()
            let carousel = try EmbeddedCarousel(spec: Self.spec, renderer: program.renderer, frame: Self.frame)
            _ = carousel.advance(to: 0)
            try carousel.draw()
            let green = (r: 10, g: 200, b: 30)
            // Left of, above and below the frame: the program's drawing.
            for (x, y) in [(100, 200), (400, 30), (400, 380), (199, 200)] {
                #expect(program.pixel(x, y) == green, "(\(x), \(y))")
            }
            // Inside: the spec's background at its corner, the first (red) card in the middle.
            let background = Fixtures.background
            #expect(program.pixel(202, 62) == (Int(background.red), Int(background.green), Int(background.blue)))
            #expect(program.pixel(400, 210) == (Int(Fixtures.red.red), Int(Fixtures.red.green), Int(Fixtures.red.blue)))
            var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
            #expect(SDL_GetRenderDrawColor(program.renderer, &r, &g, &b, &a) == 0)
            #expect([r, g, b, a] == [1, 2, 3, 4])
            var mode = SDL_BLENDMODE_BLEND
            #expect(SDL_GetRenderDrawBlendMode(program.renderer, &mode) == 0)
            #expect(mode == SDL_BLENDMODE_NONE)
            var viewport = SDL_Rect()
            SDL_RenderGetViewport(program.renderer, &viewport)
            #expect([viewport.x, viewport.y, viewport.w, viewport.h] == [0, 0, Self.width, Self.height])
            #expect(SDL_RenderIsClipEnabled(program.renderer) == SDL_FALSE)
        }

        @Test func aKeyTheProgramHandsOverMovesTheSelection() throws {
            let program = try Program()
            let carousel = try EmbeddedCarousel(spec: Self.spec, renderer: program.renderer, frame: Self.frame)
            #expect(carousel.selection() == 0)
            let used = Self.hand(carousel, at: 0.5) {
                $0.type = SDL_KEYDOWN.rawValue
                $0.key.keysym.sym = SDL_Keycode(SDLK_RIGHT.rawValue)
            }
            #expect(used)
            let events = carousel.advance(to: 2).map(\.event)
            #expect(events.contains(.select(carousel: "main", index: 1)))
            #expect(carousel.selection() == 1)
            #expect(carousel.selection(of: "main") == 1)
            #expect(carousel.selection(of: "nothing") == nil)
        }

        @Test func aDragInsideTheFrameMovesTheSelectionAndAPressOutsideIsNotUsed() throws {
            let program = try Program()
            let carousel = try EmbeddedCarousel(spec: Self.spec, renderer: program.renderer, frame: Self.frame)
            let outside = Self.hand(carousel, at: 0.1) {
                $0.type = SDL_MOUSEBUTTONDOWN.rawValue
                $0.button.button = UInt8(SDL_BUTTON_LEFT)
                $0.button.x = 100
                $0.button.y = 200
            }
            #expect(!outside)
            #expect(
                Self.hand(carousel, at: 0.2) {
                    $0.type = SDL_MOUSEBUTTONDOWN.rawValue
                    $0.button.button = UInt8(SDL_BUTTON_LEFT)
                    $0.button.x = 560
                    $0.button.y = 200
                })
            // The drag goes on left of the frame: it started inside.
            for step in 1...6 {
                _ = carousel.advance(to: 0.2 + Double(step) / 60)
                #expect(
                    Self.hand(carousel, at: 0.2 + Double(step) / 60) {
                        $0.type = SDL_MOUSEMOTION.rawValue
                        $0.motion.x = 560 - Int32(step) * 70
                        $0.motion.y = 200
                    })
            }
            #expect(
                Self.hand(carousel, at: 0.31) {
                    $0.type = SDL_MOUSEBUTTONUP.rawValue
                    $0.button.button = UInt8(SDL_BUTTON_LEFT)
                    $0.button.x = 140
                    $0.button.y = 200
                })
            _ = carousel.advance(to: 2)
            #expect(carousel.selection() == 1)
        }

        @Test(arguments: [Rect(x: 10, y: 10, width: 0, height: 0), Rect(x: 10, y: 10, width: -50, height: 40)])
        func aFrameWithNoAreaDrawsNothingOfTheCarousel(frame: Rect) throws {
            let program = try Program()
            let carousel = try EmbeddedCarousel(spec: Self.spec, renderer: program.renderer, frame: frame)
            _ = carousel.advance(to: 0.5)
            try carousel.draw()
            #expect(program.pixel(10, 10) == (10, 200, 30))
            #expect(program.pixel(300, 200) == (10, 200, 30))
        }

        @Test func aSmallerFrameShowsTheSpecScaledDownInsideIt() throws {
            let program = try Program()
            let carousel = try EmbeddedCarousel(spec: Self.spec, renderer: program.renderer, frame: Self.frame)
            carousel.frame = Rect(x: 0, y: 0, width: 200, height: 150)
            _ = carousel.advance(to: 0.1)
            try carousel.draw()
            // The 400x300 scene at half size: its red first card around (100, 75), green beyond.
            #expect(program.pixel(100, 80) == (Int(Fixtures.red.red), Int(Fixtures.red.green), Int(Fixtures.red.blue)))
            #expect(program.pixel(300, 200) == (10, 200, 30))
            #expect(carousel.frames.first?.frame.width ?? 0 > 200, "the layout keeps the spec's size")
        }
    }
}
