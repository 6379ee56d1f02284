import CHostSDL2
import CarouselDisk
import CarouselEngine
import CarouselSDL
import CarouselSpec

#if canImport(Glibc)
    import Glibc
#endif

// A program with its own SDL window, renderer and loop that draws an orange panel and, beside
// it, the carousel of lobby.carousel.toml (docs/embed.md). It runs for `--frames N` frames (180
// by default) at 60 per second of its own clock, feeds a Right key and a drag through SDL's
// event queue, and checks that the selection moved and that both drawings are on screen.
// `make test` runs it headless: SDL_VIDEODRIVER=dummy and SDL's software renderer.

/// Stops with a message and status 1.
func fail(_ message: String) -> Never {
    let line = "embed-example: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(1)
}

/// SDL's last error.
func sdlError() -> String { String(cString: SDL_GetError()) }

var frameCount = 180
var specPath = "lobby.carousel.toml"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--frames":
        guard let value = arguments.popFirst().flatMap({ Int($0) }), value >= 60 else {
            fail("--frames takes a number of frames, 60 or more")
        }
        frameCount = value
    case "--spec":
        guard let value = arguments.popFirst() else { fail("--spec takes the path of a spec file") }
        specPath = value
    default: fail("unknown argument '\(argument)' (expected --frames N, --spec PATH)")
    }
}

// The program's own SDL: a window and a software renderer.
guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else { fail("SDL_Init: \(sdlError())") }
guard let window = SDL_CreateWindow("Embed example", 0, 0, 800, 360, SDL_WINDOW_SHOWN.rawValue) else {
    fail("SDL_CreateWindow: \(sdlError())")
}
guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
    fail("SDL_CreateRenderer: \(sdlError())")
}

// The spec, from disk: its warnings are printed, its errors stop the program.
let loaded: LoadedSpec
switch SpecLoader.disk().load(path: specPath) {
case .success(let spec): loaded = spec
case .failure(let failure): fail(failure.description)
}

// The carousel in a rectangle right of the panel, in window points.
let carouselFrame = Rect(x: 300, y: 20, width: 480, height: 320)
let carousel: EmbeddedCarousel
do {
    carousel = try EmbeddedCarousel(loaded: loaded, renderer: renderer, frame: carouselFrame)
} catch {
    fail("\(error)")
}

/// Puts `event` on SDL's queue, as the window system would.
func push(_ event: SDL_Event) {
    var event = event
    guard SDL_PushEvent(&event) == 1 else { fail("SDL_PushEvent: \(sdlError())") }
}

/// A left-button press (`down`) or release at `x`, `y` window points.
func button(down: Bool, x: Int32, y: Int32) -> SDL_Event {
    var event = SDL_Event()
    event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
    event.button.button = UInt8(SDL_BUTTON_LEFT)
    event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
    event.button.x = x
    event.button.y = y
    return event
}

/// The pointer moved to `x`, `y` with the left button held.
func drag(x: Int32, y: Int32) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_MOUSEMOTION.rawValue
    event.motion.state = 1  // SDL_BUTTON_LMASK
    event.motion.x = x
    event.motion.y = y
    return event
}

/// The colour at `x`, `y` (pixels) of what was drawn, as 0xRRGGBB.
func pixel(x: Int32, y: Int32) -> UInt32 {
    var rect = SDL_Rect(x: x, y: y, w: 1, h: 1)
    var value: UInt32 = 0
    guard SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &value, 4) == 0 else {
        fail("SDL_RenderReadPixels: \(sdlError())")
    }
    return value & 0xFF_FFFF
}

let keyFrame = 10
let dragFrame = 60
var selections: [Int] = []
for frame in 0..<frameCount {
    let time = Double(frame) / 60
    // Input arrives through SDL's queue, as a user's would.
    if frame == keyFrame {
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        key.key.keysym.sym = SDL_Keycode(SDLK_RIGHT.rawValue)
        push(key)
    }
    // A drag from the right of the carousel to its left over 8 frames: the next item.
    if frame == dragFrame { push(button(down: true, x: 700, y: 180)) }
    if frame > dragFrame && frame < dragFrame + 8 { push(drag(x: 700 - Int32(frame - dragFrame) * 40, y: 180)) }
    if frame == dragFrame + 8 { push(button(down: false, x: 400, y: 180)) }

    // The program's loop: its events go to the carousel too.
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
        withUnsafePointer(to: &event) { _ = carousel.handle(event: $0, at: time) }
    }
    for timed in carousel.advance(to: time) {
        if case .select(_, let index) = timed.event { selections.append(index) }
    }

    // The program's own drawing, then the carousel beside it.
    SDL_SetRenderDrawColor(renderer, 24, 24, 32, 255)
    SDL_RenderClear(renderer)
    SDL_SetRenderDrawColor(renderer, 230, 120, 40, 255)
    var panel = SDL_Rect(x: 20, y: 20, w: 260, h: 320)
    SDL_RenderFillRect(renderer, &panel)
    do { try carousel.draw() } catch { fail("\(error)") }
    if frame < frameCount - 1 { SDL_RenderPresent(renderer) }
}

// The last frame, before it is presented: the panel, the program's background between, the carousel.
let panelColor = pixel(x: 150, y: 180)
let between = pixel(x: 290, y: 180)
let card = pixel(x: 540, y: 180)
let oneSDL = EmbeddedCarousel.usesProgramSDL
let moved = selections == [1, 2] && carousel.selection() == 2
print(
    "embed-example: \(frameCount) frames; selections \(selections) (Right key at frame \(keyFrame), drag at frame "
        + "\(dragFrame)); one SDL: \(oneSDL); pixels: panel \(String(panelColor, radix: 16)), between "
        + "\(String(between, radix: 16)), carousel \(String(card, radix: 16))")
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
SDL_Quit()
guard oneSDL else { fail("the package loaded a second SDL instead of the program's") }
guard moved else { fail("the selection should go 0 -> 1 (Right key) -> 2 (drag), got \(selections)") }
guard panelColor == 0xE6_7828, between == 0x18_1820 else { fail("the carousel drew outside its frame") }
guard card != between, card != panelColor, card != 0x10_1114 else { fail("the carousel's card is not on screen") }
print("embed-example: ok")
