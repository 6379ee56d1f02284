import Testing
import CSDL2

/// Every SDL suite nests in here so they run one at a time: SDL_ttf's FreeType state is shared.
@Suite(.serialized) enum SDLTests {}

extension SDLTests {
    @Suite struct SDLSmokeTests {
        @Test func linksAndDrawsWithTheSoftwareRenderer() throws {
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
            defer { SDL_DestroyRenderer(renderer) }
            #expect(SDL_SetRenderDrawColor(renderer, 10, 200, 30, 255) == 0)
            #expect(SDL_RenderClear(renderer) == 0)
            SDL_RenderPresent(renderer)
            let pixels = try #require(surface.pointee.pixels).assumingMemoryBound(to: UInt32.self)
            #expect(pixels[0] == 0xFF0A_C81E)
            #expect(TTF_WasInit() > 0 || TTF_Init() == 0)
        }
    }
}
