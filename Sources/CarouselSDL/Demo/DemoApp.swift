import CarouselEngine
import CarouselScene
import CarouselScript
import CarouselSpec
import HostSystem

/// The demo window: SDL events in, engine stepped, frames drawn, spec watched.
final class DemoApp {
    let options: DemoOptions
    /// Started when the command launched, so times count from then.
    let clock: DemoClock
    var engine: Engine
    var loaded: LoadedSpec
    /// Turns frames into scenes for the current spec.
    var composer: SceneComposer
    let window: SDLWindow
    let renderer: SDLRenderer
    /// The renderer in use, for the HUD and `--stats` ("software (x11 framebuffer)", "opengl on ...").
    let rendererDescription: String
    let drawer: SceneDrawer
    var watcher: SpecWatcher?
    let printer: EventPrinter
    /// Reads the spec again on reload.
    let loader: SpecLoader
    /// Where notices go (the CLI words them).
    let output: DemoOutput
    var stats: FrameStats
    /// What the engine received and the window commands, for `--record`.
    var recorder = DemoRecorder()
    var replayIndex = 0
    var showHUD: Bool
    /// The diagnostics of the last failed reload, shown until a good one arrives.
    var failure: SpecLoadFailure?
    var note: (text: String, until: Double)?
    /// The HUD's lines and when they are next refreshed.
    var hud: (lines: [String], until: Double)?
    var screenshotRequested = false
    /// The scene on screen, and whether it must be drawn again even so (see `drawIfChanged`).
    var shownScene: Scene?
    var redrawNeeded = true
    /// The card faces made while idle for the scenes that can come next (see `prepareAhead`).
    var ahead = AheadFaces()
    /// Where the pointer rested when the window opened: not a hover until it moves.
    var restingPointer = RestingPointer()
    /// Kiosk mode (`--kiosk` or `[window] kiosk = true` at launch) and its state.
    let kiosk: Bool
    var kioskState = KioskState()
    var running = true
    /// When the first frame was presented, in seconds since launch.
    var firstFrame: Double?
    /// How the scene sits in the window (scaled down when the window is smaller than the spec).
    var viewFit: ViewFit
    /// The reduced-motion mode in force (decided again on every reload), shown in the HUD.
    var motion: ReducedMotionDecision
    /// The numbers of the `[[carousel.when]]` rules in force, per carousel (see `applyRules`).
    var appliedRules: [[Int]] = []
    /// Reads `--control` lines (nil without the option).
    var control: ControlReader?
    /// What the accessibility bus was last told (nil when there is no bus to serve).
    var accessibility: DemoAccessibility?

    init(options: DemoOptions, loaded: LoadedSpec, clock: DemoClock, loader: SpecLoader, output: DemoOutput) throws {
        self.options = options
        self.loader = loader
        self.output = output
        self.clock = clock
        self.loaded = loaded
        let windowSize = options.size ?? options.replay?.size ?? loaded.spec.window.size
        // The [[carousel.when]] rules of the window's first size.
        let initial = loaded.spec(forWindow: windowSize)
        appliedRules = loaded.responsive?.appliedRules(forWindow: windowSize) ?? []
        composer = SceneComposer(spec: initial)
        motion = ReducedMotionDecision(
            setting: loaded.spec.window.reducedMotion, override: options.reducedMotion, desktop: options.desktopMotion)
        var scene = initial.deciding(motion).scene
        viewFit = ViewFit(specSize: loaded.spec.window.fitSize, window: windowSize)
        recorder = DemoRecorder(windowSize: windowSize, keepsSteps: options.recordPath != nil)
        stats = FrameStats(keepsSamples: options.stats)
        scene.windowSize = viewFit.sceneSize
        engine = Engine(scene: scene)
        kiosk = options.kiosk || loaded.spec.window.kiosk
        window = try SDLWindow(title: loaded.spec.window.title, size: windowSize, fullscreen: kiosk)
        (renderer, rendererDescription) = try SDLRenderer.forWindow(window, choice: options.renderer) {
            output.notice(.rendererFallback($0))
        }
        try SDLLibrary.startFontsAndImages()
        drawer = SceneDrawer(
            painter: Painter(renderer: renderer, fonts: try FontLibrary(customFont: loaded.spec.window.fontPath)))
        // A few card faces per frame: the first frame and a reload do not make them all at once.
        drawer.maxFacesPerFrame = 4
        // Likewise a strip's cells (a long marquee's, or a moving row's new sub-pixel phases).
        drawer.maxCellsPerFrame = 2
        watcher = options.specPath.map { SpecWatcher(path: $0, referenced: loaded.referencedPaths) }
        printer = EventPrinter(output: options.events ? output.eventLine : nil)
        showHUD = options.hud && !kiosk
        let actual = window.size
        if actual != windowSize { windowResized(to: actual, at: 0) }
    }

    /// Runs the loop until the window closes; throws when drawing fails.
    ///
    /// Frames are drawn only when they differ from the one on screen. While something moves the
    /// loop runs at the display's rate; otherwise it sleeps until an event or the next deadline
    /// (`nextWake`): a still window costs next to nothing.
    func run() throws(DemoFailure) {
        var pacer = FramePacer(period: 1.0 / 60, start: clock.now)
        var frameCPUStart: Double?
        do { try warmUp() } catch { throw .window("\(error)") }
        for event in engine.startEvents() { printer.emit(event) }
        startAccessibility()
        startControl()
        while running {
            let start = clock.now
            let cpu = DemoClock.processCPU
            // Faces made ahead while idle belong to no frame.
            if let frameCPUStart { stats.recordCPU(cpu - frameCPUStart - ahead.cpuSinceFrame, end: start) }
            frameCPUStart = nil
            ahead.cpuSinceFrame = 0
            pollEvents()
            if kiosk { updateCursor(at: start) }
            feedReplay(until: start)
            applyControl(at: start)
            if let limit = options.exitAfter, start >= limit { break }
            if let watcher = watcher?.changed(now: start), watcher { reload(at: start) }
            let events = engine.advance(to: start)
            for event in events { printer.emit(event, announce: announce) }
            updateAccessibility(after: events)
            let drew: Bool
            do {
                drew = try drawIfChanged(at: start)
                if drew, screenshotRequested { saveScreenshot(at: start) }
            } catch {
                throw .window("\(error)")
            }
            guard drew else {
                waitForNextFrame(&pacer)
                continue
            }
            frameCPUStart = cpu
            let drawn = clock.now
            let cpuBeforePresent = DemoClock.processCPU
            renderer.present()
            let presented = clock.now
            stats.record(end: presented, draw: drawn - start, frame: presented - start)
            if firstFrame == nil { firstFrame = presented }
            // Present idled for most of a frame: vsync is pacing the loop (a software GL driver
            // under Xvfb keeps the CPU busy instead), so sleeping as well would halve the rate.
            let idle = (presented - drawn) - (DemoClock.processCPU - cpuBeforePresent)
            if idle > pacer.period / 2, isAnimating(pacer) {
                pacer.follow(now: presented)
            } else {
                waitForNextFrame(&pacer)
            }
        }
        stats.end(at: clock.now)
        finish()
    }

    /// Sends `input` to the engine at `time` and records it; a live change (A / I / K) is also
    /// shown in a note.
    func send(_ input: InputEvent, at time: Double) {
        recorder.send(input, at: time, to: &engine)
        guard case .change(let change) = input, let id = engine.focusedCarouselID,
            let configuration = engine.scene.carousels.first(where: { $0.id == id })
        else { return }
        let autoScroll = engine.frames().first { $0.id == id }?.autoEnabled ?? false
        note = (change.note(after: configuration, autoScroll: autoScroll), time + 2)
    }

    /// The window is now `size` points: recorded as a `resize` step of the window's size; the scene
    /// is fitted again (laid out anew at the window's size, or kept at the spec's size and scaled
    /// down), the engine told its new size and the responsive rules for that size applied. A
    /// replay or `simulate` of the step does the same (``WindowRules``).
    func windowResized(to size: Size, at time: Double) {
        let when = recorder.resized(to: size, at: time)
        viewFit = ViewFit(specSize: loaded.spec.window.fitSize, window: size)
        if viewFit.sceneSize != engine.scene.windowSize { engine.send(.resize(viewFit.sceneSize), at: when) }
        applyRules(forWindow: size, at: when)
    }

    private func finish() {
        if options.stats {
            output.notice(.statistics(summary: stats.summary, firstFrame: firstFrame, renderer: rendererDescription))
        }
        guard let path = options.recordPath else { return }
        let script = recorder.script(size: options.size ?? options.replay?.size ?? loaded.spec.window.size)
        if let failure = HostFile.write(script.json(), to: path) {
            output.notice(.recordFailed(path: path, reason: failure))
        } else {
            output.notice(.recorded(events: script.steps.count, path: path))
        }
    }
}
