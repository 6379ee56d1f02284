import CarouselEngine
import CarouselScene
import CarouselSpec
import LazyLibraries

/// The carousels of a compiled spec, drawn into a program's own SDL renderer inside the
/// program's own loop (docs/embed.md).
///
/// The program owns SDL, the window, the renderer and the loop. Each turn it hands over the
/// SDL events it polled (``handle(event:at:)``), advances to its frame time
/// (``advance(to:)``), draws its own things and the carousels (``draw()``) in any order, and
/// presents. The carousels draw into ``frame`` only, leave the renderer's viewport, clip, draw
/// colour and blend mode as they found them, and never present, poll events, or start or quit SDL.
///
/// Times are seconds on the program's clock, never decreasing. Not thread-safe: call it from
/// the thread that draws with the renderer.
public final class EmbeddedCarousel {
    private var engine: Engine
    private let composer: SceneComposer
    private let renderer: SDLRenderer
    private let drawer: SceneDrawer
    private let specSize: Size
    private var fit: ViewFit
    private var now = 0.0
    /// Whether the left button went down inside ``frame`` and is still held (the drag goes on
    /// outside it).
    private var pressed = false
    /// Whether the pointer was last seen inside ``frame`` (a move out of it is a `leave`).
    private var hovering = false

    /// Where the carousels are drawn, in window points (the coordinates of SDL's mouse events):
    /// the spec's window is laid out at this size, or scaled down into it when it is smaller
    /// than the spec's `[window] size` (letterboxed in the spec's background).
    public var frame: Rect {
        didSet {
            let fitted = ViewFit(specSize: specSize, window: Self.size(of: frame))
            if fitted.sceneSize != fit.sceneSize { engine.send(.resize(fitted.sceneSize), at: now) }
            fit = fitted
        }
    }

    /// Whether the focused carousel shows its focus ring (on by default; a program shows it
    /// while the carousel has its keyboard focus).
    public var showsFocus = true

    /// Whether the package's SDL calls go to the program's own SDL: the program linked
    /// `libSDL2-2.0.so.0` (`-lSDL2`) or opened it before the package needed it, so there is one
    /// SDL with one state. False before SDL is loaded, or when the package loaded it itself.
    public static var usesProgramSDL: Bool { LazyLibrary.sdl2.wasLoadedBefore }

    /// The carousels of `spec` drawn by `renderer` (an `SDL_Renderer *` the program made and
    /// keeps; it is never destroyed here) into `frame`. Loads SDL_ttf and SDL_image (SDL itself
    /// is the program's) and the fonts; throws when they cannot be loaded.
    public init(spec: ResolvedSpec, renderer: OpaquePointer, frame: Rect) throws {
        try SDLLibrary.startFontsAndImages()
        specSize = spec.window.fitSize
        self.frame = frame
        fit = ViewFit(specSize: specSize, window: Self.size(of: frame))
        var scene = spec.scene
        scene.windowSize = fit.sceneSize
        engine = Engine(scene: scene)
        composer = SceneComposer(spec: spec)
        self.renderer = SDLRenderer(borrowing: renderer)
        drawer = SceneDrawer(
            painter: Painter(renderer: self.renderer, fonts: try FontLibrary(customFont: spec.window.fontPath)))
    }

    /// The carousels of `loaded` with the `[[carousel.when]]` rules that hold at `frame`'s size.
    public convenience init(loaded: LoadedSpec, renderer: OpaquePointer, frame: Rect) throws {
        try self.init(spec: loaded.spec(forWindow: Self.size(of: frame)), renderer: renderer, frame: frame)
    }

    /// Hands over one SDL event (a pointer to the program's `SDL_Event`) that happened at `time`;
    /// returns whether a carousel used it. Mouse events count inside ``frame`` (a drag that
    /// started inside goes on outside it); keys (arrows, Home, End, Page Up/Down, Space, Tab)
    /// go to the focused carousel, so hand them over only while it has the program's keyboard
    /// focus. Window visibility and focus pause auto-scroll as in `carousel demo`.
    @discardableResult
    public func handle(event: UnsafeRawPointer, at time: Double) -> Bool {
        guard let input = SDLBridge.decode(eventAt: event) else { return false }
        let at = max(time, now)
        switch input {
        case .pointerDown(let point) where frame.contains(point):
            pressed = true
            return send(.pointerDown(scenePoint(point)), at: at)
        case .pointerUp(let point) where pressed:
            pressed = false
            return send(.pointerUp(scenePoint(point)), at: at)
        case .pointerMove(let point, _) where pressed:
            return send(.pointerMove(scenePoint(point)), at: at)
        case .pointerMove(let point, _) where frame.contains(point):
            hovering = true
            return send(.hover(scenePoint(point)), at: at)
        case .pointerMove, .left:
            guard hovering else { return false }
            hovering = false
            return send(.leave, at: at)
        case .wheel(let point, let dx, let dy) where frame.contains(point):
            return send(.wheel(at: scenePoint(point), dx: dx, dy: dy), at: at)
        case .key(.engine(let key)): return send(.key(key), at: at)
        case .visible(let visible): engine.setWindowVisible(visible, at: at)
        case .keyboardFocus(let focused): engine.setWindowFocused(focused, at: at)
        case .targetsLost: drawer.forgetLayers()
        case .pointerDown, .pointerUp, .wheel, .key, .quit, .resized, .exposed: return false
        }
        return true
    }

    /// Sends engine input (scene points) at `time`, as a script or `simulate` would.
    @discardableResult
    public func send(_ input: InputEvent, at time: Double) -> Bool {
        engine.send(input, at: max(time, now))
        return true
    }

    /// Moves the carousels on to `time` and returns what happened since the last call
    /// (`select`, `phase`, `settle`), in time order.
    public func advance(to time: Double) -> [TimedEvent] {
        now = max(time, now)
        return engine.advance(to: now)
    }

    /// The selected item (0-based) of carousel `id`, or of the focused carousel when nil.
    public func selection(of id: String? = nil) -> Int? {
        guard let id = id ?? engine.focusedCarouselID else { return nil }
        return engine.selection(carouselID: id)
    }

    /// The carousels' state at the last ``advance(to:)``: selection, progress, phase, visible cards.
    public var frames: [CarouselFrame] { engine.frames() }

    /// Draws the carousels as they are at the last ``advance(to:)`` into ``frame``, over the
    /// spec's background; the rest of the renderer's target is left as it is. Does not present.
    public func draw() throws {
        let saved = try renderer.settings()
        defer { try? renderer.restore(saved) }
        let scale = try renderer.pixelsPerWindowPoint()
        drawer.painter.area = PixelBox(
            x: Int32((frame.x * scale).rounded()), y: Int32((frame.y * scale).rounded()),
            w: Int32((frame.width * scale).rounded()), h: Int32((frame.height * scale).rounded()))
        try drawer.draw(
            engine.frames(), composer: composer, windowSize: engine.scene.windowSize,
            overlays: SceneOverlays(focus: showsFocus ? .focused : .hidden))
    }

    /// Problems loading item images since the last call (each reported once), for the program
    /// to show or log.
    public func takeImageFailures() -> [String] { drawer.takeImageFailures() }

    /// The size of `rect`.
    private static func size(of rect: Rect) -> Size { Size(width: rect.width, height: rect.height) }

    /// `point` (window points) in scene points.
    private func scenePoint(_ point: Point) -> Point {
        fit.scenePoint(Point(x: point.x - frame.x, y: point.y - frame.y))
    }
}
