import CSDL2
import CarouselEngine
import CarouselSpec

// Every conversion between SDL's C representation and Swift values lives in this file:
// event unions, enum raw values, flag bits, macros that do not import, color structs.

/// A key the demo reacts to: the engine's keys plus the window's own commands.
enum DemoKey: Hashable {
    /// A key the engine handles (arrows, Home/End, PageUp/Down, Space, Tab).
    case engine(Key)
    case hud, reload, screenshot, quit, toggleAxis, toggleInfinite, cycleKind
    /// Ctrl+Alt+Q: quits, in kiosk mode too (where Esc does nothing).
    case exitChord
}

/// One SDL event, decoded into plain Swift values (positions in window points).
enum WindowInput: Equatable {
    case quit
    case pointerDown(Point)
    case pointerUp(Point)
    /// The pointer moved; `buttonHeld` tells a drag from a hover.
    case pointerMove(Point, buttonHeld: Bool)
    /// Wheel steps; positive dy scrolls up / away from the user (after undoing "natural" flipping).
    case wheel(at: Point, dx: Double, dy: Double)
    case key(DemoKey)
    /// The window's size in points changed.
    case resized(Size)
    /// The pointer left the window.
    case left
    /// The window was hidden or minimised (false), or shown or restored (true).
    case visible(Bool)
    /// The window gained (true) or lost (false) the keyboard focus.
    case keyboardFocus(Bool)
    /// The renderer lost what was drawn into target textures (SDL_RENDER_TARGETS_RESET, or a
    /// device reset): cached card faces must be drawn again.
    case targetsLost
    /// The window's contents must be drawn again (uncovered, or shown after being mapped): the
    /// demo, which draws only frames that differ, redraws the one on screen.
    case exposed
}

/// Constants and conversions for SDL's C values.
enum SDLBridge {
    /// `SDL_WINDOWPOS_CENTERED`.
    static var windowPositionCentered: Int32 { carousel_windowpos_centered() }
    /// Flags for the demo window: shown, resizable, HiDPI-aware.
    static var demoWindowFlags: UInt32 {
        SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    }
    /// The kiosk's window: fullscreen at the current display's resolution (no mode change).
    static var kioskWindowFlags: UInt32 {
        SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue | SDL_WINDOW_BORDERLESS.rawValue
            | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    }
    /// Shows (true) or hides the mouse cursor (`SDL_ShowCursor`).
    static func showCursor(_ shown: Bool) {
        _ = SDL_ShowCursor(shown ? SDL_ENABLE : SDL_DISABLE)
    }
    /// Accelerated renderer with vsync.
    static var acceleratedVSyncFlags: UInt32 {
        SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
    }
    /// Software renderer with vsync (falls back when no GPU renderer is available).
    static var softwareFlags: UInt32 { SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue }
    /// 32-bit XRGB: what offscreen frames are drawn into (opaque, so PNGs have no stray alpha).
    static var opaquePixelFormat: UInt32 { SDL_PIXELFORMAT_RGB888.rawValue }
    /// 32-bit ARGB, for comparing pixels.
    static var argbPixelFormat: UInt32 { SDL_PIXELFORMAT_ARGB8888.rawValue }
    /// Alpha blending.
    static var blend: SDL_BlendMode { SDL_BLENDMODE_BLEND }
    /// No blending (opaque copies and fills).
    static var noBlend: SDL_BlendMode { SDL_BLENDMODE_NONE }
    /// A texture that can be drawn into (`SDL_SetRenderTarget`).
    static var targetAccess: Int32 { Int32(SDL_TEXTUREACCESS_TARGET.rawValue) }
    /// Bilinear filtering when a texture is drawn scaled.
    static var linearScaling: SDL_ScaleMode { SDL_ScaleModeLinear }
    /// `SDL_INIT_VIDEO`.
    static var initVideo: UInt32 { UInt32(SDL_INIT_VIDEO) }
    /// `SDL_INIT_TIMER`.
    static var initTimer: UInt32 { UInt32(SDL_INIT_TIMER) }
    /// `IMG_INIT_PNG | IMG_INIT_JPG`.
    static var imageFormats: Int32 { Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue) }
    /// `TTF_STYLE_NORMAL`.
    static var fontStyleNormal: Int32 { Int32(TTF_STYLE_NORMAL) }

    /// An `SDL_bool` as a Swift Bool.
    static func isTrue(_ value: SDL_bool) -> Bool { value == SDL_TRUE }

    /// A drawing color from a spec color, with `opacity` (0...1) multiplied into alpha.
    static func color(_ color: RGBAColor, opacity: Double = 1) -> PixelColor {
        let alpha = (Double(color.alpha) * max(0, min(1, opacity))).rounded()
        return PixelColor(r: color.red, g: color.green, b: color.blue, a: UInt8(alpha))
    }

    /// Decodes one SDL event with its timestamp (milliseconds of `SDL_GetTicks`); nil for
    /// events the demo ignores.
    static func decode(_ event: SDL_Event) -> (input: WindowInput, ticks: UInt32)? {
        input(event).map { ($0, event.common.timestamp) }
    }

    private static func input(_ event: SDL_Event) -> WindowInput? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerDown(Point(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerUp(Point(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEMOTION:
            let held = event.motion.state & carousel_button_left_mask() != 0
            return .pointerMove(Point(x: Double(event.motion.x), y: Double(event.motion.y)), buttonHeld: held)
        case SDL_MOUSEWHEEL:
            let flip = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
            let at = Point(x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY))
            return .wheel(at: at, dx: Double(event.wheel.preciseX) * flip, dy: Double(event.wheel.preciseY) * flip)
        case SDL_KEYDOWN:
            // Ctrl+Alt+Q (either Ctrl, either Alt, no Shift or Super): the exit chord.
            let mod = UInt32(event.key.keysym.mod)
            if event.key.keysym.sym == Int32(SDLK_q.rawValue), mod & KMOD_CTRL.rawValue != 0,
                mod & KMOD_ALT.rawValue != 0, mod & (KMOD_SHIFT.rawValue | KMOD_GUI.rawValue) == 0
            {
                return .key(.exitChord)
            }
            return key(event.key.keysym.sym).map(WindowInput.key)
        case SDL_WINDOWEVENT:
            return windowEvent(event.window)
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            return .targetsLost
        default:
            return nil
        }
    }

    private static func windowEvent(_ window: SDL_WindowEvent) -> WindowInput? {
        switch SDL_WindowEventID(UInt32(window.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            return .resized(Size(width: Double(window.data1), height: Double(window.data2)))
        case SDL_WINDOWEVENT_LEAVE:
            return .left
        case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
            return .visible(false)
        case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
            return .visible(true)
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            return .keyboardFocus(true)
        case SDL_WINDOWEVENT_FOCUS_LOST:
            return .keyboardFocus(false)
        case SDL_WINDOWEVENT_EXPOSED:
            return .exposed
        default:
            return nil
        }
    }

    /// The demo key for an SDL key code, if it is one the demo uses.
    static func key(_ code: SDL_Keycode) -> DemoKey? {
        let table: [Int32: DemoKey] = [
            Int32(SDLK_LEFT.rawValue): .engine(.left), Int32(SDLK_RIGHT.rawValue): .engine(.right),
            Int32(SDLK_UP.rawValue): .engine(.up), Int32(SDLK_DOWN.rawValue): .engine(.down),
            Int32(SDLK_HOME.rawValue): .engine(.home), Int32(SDLK_END.rawValue): .engine(.end),
            Int32(SDLK_PAGEUP.rawValue): .engine(.pageUp), Int32(SDLK_PAGEDOWN.rawValue): .engine(.pageDown),
            Int32(SDLK_SPACE.rawValue): .engine(.space), Int32(SDLK_TAB.rawValue): .engine(.tab),
            Int32(SDLK_h.rawValue): .hud, Int32(SDLK_r.rawValue): .reload, Int32(SDLK_s.rawValue): .screenshot,
            Int32(SDLK_ESCAPE.rawValue): .quit, Int32(SDLK_a.rawValue): .toggleAxis,
            Int32(SDLK_i.rawValue): .toggleInfinite, Int32(SDLK_k.rawValue): .cycleKind,
        ]
        return table[code]
    }
}

// Choosing the window's renderer: hints, driver lists and the OpenGL driver's name.
extension SDLBridge {
    /// `glGetString` as a Swift-callable C function.
    private typealias GLGetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
    /// `GL_RENDERER`, the `glGetString` name of the rasteriser (e.g. "llvmpipe (LLVM 15.0.6, 256 bits)").
    private static let glRendererName: UInt32 = 0x1F01

    /// Makes the window surface a plain framebuffer of the video driver (X11 shared memory)
    /// rather than an OpenGL texture. Read once, when the first window surface is made.
    static func presentSoftwareThroughFramebuffer() {
        _ = SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_OVERRIDE)
    }

    /// Turns render batching on (SDL turns it off when a renderer is asked for by index or name).
    static func enableRenderBatching() {
        _ = SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
    }

    /// The index of the render driver called `name` ("software", "opengl", ...), if SDL has it.
    static func renderDriverIndex(named name: String) -> Int32? {
        for index in 0..<max(0, SDL_GetNumRenderDrivers()) {
            var info = SDL_RendererInfo()
            if SDL_GetRenderDriverInfo(index, &info) == 0, let driver = info.name,
                String(cString: driver) == name
            {
                return index
            }
        }
        return nil
    }

    /// `SDL_RENDERER_SOFTWARE`.
    static var softwareRendererFlags: UInt32 { SDL_RENDERER_SOFTWARE.rawValue }

    /// The driver name of a renderer ("opengl", "opengles2", "software", ...).
    static func rendererName(_ renderer: OpaquePointer) -> String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The `GL_RENDERER` string of the OpenGL context current on this thread, nil without one.
    static func currentGLRenderer() -> String? {
        guard SDL_GL_GetCurrentContext() != nil, let address = SDL_GL_GetProcAddress("glGetString") else {
            return nil
        }
        let getString = unsafeBitCast(address, to: GLGetString.self)
        return getString(glRendererName).map { String(cString: $0) }
    }

    /// The video driver's name ("x11", "wayland", ...).
    static var videoDriverName: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
    }
}
