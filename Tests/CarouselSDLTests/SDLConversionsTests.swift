import CSDL2
import CarouselEngine
import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct SDLConversionsTests {
        @Test func decodesMouseWheelAndKeyEvents() throws {
            var event = SDL_Event()
            event.type = SDL_MOUSEBUTTONDOWN.rawValue
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = 12
            event.button.y = 34
            event.button.timestamp = 500
            let down = try #require(SDLBridge.decode(event))
            #expect(down.input == .pointerDown(Point(x: 12, y: 34)))
            #expect(down.ticks == 500)

            event = SDL_Event()
            event.type = SDL_MOUSEWHEEL.rawValue
            event.wheel.preciseY = -1
            event.wheel.mouseX = 5
            event.wheel.mouseY = 6
            #expect(SDLBridge.decode(event)?.input == .wheel(at: Point(x: 5, y: 6), dx: 0, dy: -1))
            event.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
            #expect(SDLBridge.decode(event)?.input == .wheel(at: Point(x: 5, y: 6), dx: 0, dy: 1))

            event = SDL_Event()
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.x = 1
            event.motion.y = 2
            #expect(SDLBridge.decode(event)?.input == .pointerMove(Point(x: 1, y: 2), buttonHeld: false))
            event.motion.state = carousel_button_left_mask()
            #expect(SDLBridge.decode(event)?.input == .pointerMove(Point(x: 1, y: 2), buttonHeld: true))
        }

        @Test func decodesTheExitChordAndExposedWindows() {
            var event = SDL_Event()
            event.type = SDL_KEYDOWN.rawValue
            event.key.keysym.sym = Int32(SDLK_q.rawValue)
            #expect(SDLBridge.decode(event) == nil, "Q alone does nothing")
            event.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue | KMOD_RALT.rawValue)
            #expect(SDLBridge.decode(event)?.input == .key(.exitChord))
            event.key.keysym.mod |= UInt16(KMOD_LSHIFT.rawValue)
            #expect(SDLBridge.decode(event) == nil, "Ctrl+Alt+Shift+Q is not the chord")
            event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
            #expect(SDLBridge.decode(event)?.input == .exposed)
        }

        @Test func decodesLostRenderTargets() {
            for type in [SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET] {
                var event = SDL_Event()
                event.type = type.rawValue
                #expect(SDLBridge.decode(event)?.input == .targetsLost)
            }
        }

        @Test func decodesHiddenMinimisedShownAndRestoredWindows() {
            let cases: [(SDL_WindowEventID, Bool)] = [
                (SDL_WINDOWEVENT_HIDDEN, false), (SDL_WINDOWEVENT_MINIMIZED, false),
                (SDL_WINDOWEVENT_SHOWN, true), (SDL_WINDOWEVENT_RESTORED, true),
            ]
            for (id, visible) in cases {
                var event = SDL_Event()
                event.type = SDL_WINDOWEVENT.rawValue
                event.window.event = UInt8(id.rawValue)
                #expect(SDLBridge.decode(event)?.input == .visible(visible))
            }
            for (id, focused) in [(SDL_WINDOWEVENT_FOCUS_GAINED, true), (SDL_WINDOWEVENT_FOCUS_LOST, false)] {
                var event = SDL_Event()
                event.type = SDL_WINDOWEVENT.rawValue
                event.window.event = UInt8(id.rawValue)
                #expect(SDLBridge.decode(event)?.input == .keyboardFocus(focused))
            }
        }

        @Test func mapsTheDemoKeys() {
            #expect(SDLBridge.key(SDL_Keycode(SDLK_LEFT.rawValue)) == .engine(.left))
            #expect(SDLBridge.key(SDL_Keycode(SDLK_PAGEDOWN.rawValue)) == .engine(.pageDown))
            #expect(SDLBridge.key(SDL_Keycode(SDLK_TAB.rawValue)) == .engine(.tab))
            #expect(SDLBridge.key(SDL_Keycode(SDLK_k.rawValue)) == .cycleKind)
            #expect(SDLBridge.key(SDL_Keycode(SDLK_ESCAPE.rawValue)) == .quit)
            #expect(SDLBridge.key(SDL_Keycode(SDLK_q.rawValue)) == nil)
            #expect(SDLBridge.windowPositionCentered == 0x2FFF_0000)
        }
    }
}
