import CarouselEngine
import CarouselScene
import CarouselSpec
import SourceDiagnostics

/// The render pass of `carousel check --render`: plays a compiled spec headless through the
/// engine and the scene composer, looks at the scene of every frame, and reports what is drawn
/// wrong as diagnostics at the keys that cause it.
///
/// Each frame is checked for: a title, page dots or card cut by the window edge or covered by
/// another carousel (W0414); a label outside its card's shape (W0415); a label under a
/// translucent card (W0416); and, at the spec's own window size, a title cut short (W0413).
/// Each problem is reported once per carousel (cut titles once per item), with the first time
/// and window size it was seen.
public struct RenderCheck {
    /// The spec played.
    public let spec: ResolvedSpec
    /// Where its keys are written.
    public let keys: SpecKeyLocator
    /// The fonts' measurements (the window's fonts in the CLI, a fake in tests).
    public let metrics: any FontMetrics
    /// What is played.
    public let plan: RenderPlan
    /// Whether work a frame looked at before already did is skipped: wrapping a label again,
    /// reading a title back again, checking carousels that did not change. False (for tests):
    /// every carousel drawn again is wrapped and read from scratch, and every frame looked at is
    /// checked whole; the findings are the same, only slower.
    var skipsRepeatedWork = true

    /// A pass over `spec` (compiled without errors; `keys` from the same compilation).
    public init(spec: ResolvedSpec, keys: SpecKeyLocator, metrics: any FontMetrics, plan: RenderPlan? = nil) {
        self.spec = spec
        self.keys = keys
        self.metrics = metrics
        let sizes = SpecSchema.windowSizeRange
        var standard = RenderPlan(smallest: sizes.smallest, largest: sizes.largest)
        standard.between = spec.window.minSize.map { [$0] } ?? []
        self.plan = plan ?? standard
    }

    /// Plays the spec and returns its diagnostics (warnings), in the order first seen.
    /// Throws only what the font metrics throw.
    public func run() throws -> [Diagnostic] {
        let ledger = try play()
        return FindingWording(spec: spec, keys: keys).diagnostics(for: ledger.findings)
    }

    /// Plays the plan and gathers the findings.
    func play() throws -> FindingLedger {
        var ledger = FindingLedger()
        let scene = spec.scene
        var engine = Engine(scene: scene)
        let composer = SceneComposer(spec: spec)
        let metrics = MemoizedMetrics(self.metrics, remembersLines: skipsRepeatedWork)
        var inspector = SceneInspector(spec: spec, remembers: skipsRepeatedWork)
        let (steps, end) = plan.steps(for: scene)
        let specSize = spec.window.size
        // Below this size the scene is scaled down (`min-size`, else `size`; ViewFit's rule).
        let fitSize = spec.window.fitSize
        var window = specSize
        var next = 0
        var lastDrawn: (frames: [CarouselFrame], window: Size, pieces: [CarouselPieces])?
        let frameCount = max(1, Int((end * plan.framesPerSecond).rounded(.up)))
        for frame in 0...frameCount {
            let time = Double(frame) / plan.framesPerSecond
            while next < steps.count, steps[next].time <= time + 1e-9 {
                switch steps[next].step {
                case .input(let event): engine.send(event, at: steps[next].time)
                case .window(let size):
                    window = size
                    engine.send(
                        .resize(ResponsiveSpec.layoutSize(forWindow: size, specSize: fitSize)), at: steps[next].time)
                }
                next += 1
            }
            _ = engine.advance(to: time)
            let frames = engine.frames()
            if let lastDrawn, lastDrawn.frames == frames, lastDrawn.window == window { continue }
            let viewport = Viewport(window: window, spec: fitSize)
            // Whether each carousel is drawn again; a carousel that did not change since the last
            // frame looked at (same window) is drawn the same, and its checks need not run again.
            var changed = Array(repeating: true, count: frames.count)
            let pieces = try frames.enumerated().map { index, carouselFrame in
                if let last = lastDrawn, last.window == window, last.frames.indices.contains(index),
                    last.frames[index] == carouselFrame, last.pieces.indices.contains(index)
                {
                    changed[index] = false
                    return last.pieces[index]
                }
                return try draw(carouselFrame, index: index, of: frames.count, in: viewport, composer, metrics)
            }
            lastDrawn = (frames, window, pieces)
            let moment = Moment(time: time, window: window, letterboxed: viewport.letterboxed)
            // Same window: the same tolerance and cut checks as the frame looked at before.
            inspector.tolerance = SceneInspector.pixelTolerance / max(viewport.scale, 1e-6)
            inspector.inspect(
                pieces, window: viewport.drawn, moment: moment, checksCuts: window == specSize,
                changed: skipsRepeatedWork ? changed : nil, into: &ledger)
        }
        return ledger
    }

    /// One carousel of a frame composed alone (with the focus chip the window shows when there are
    /// several carousels) and read back into its pieces.
    private func draw(
        _ frame: CarouselFrame, index: Int, of count: Int, in viewport: Viewport, _ composer: SceneComposer,
        _ metrics: any FontMetrics
    ) throws -> CarouselPieces {
        let marked = count > 1 && frame.focused
        let overlays = SceneOverlays(focus: marked ? .carousel(frame.id) : .hidden)
        let composed = try composer.compose(
            [frame], size: viewport.drawn, scale: viewport.scale, metrics: metrics, overlays: overlays)
        return CarouselPieces(index: index, frame: frame, commands: composed.commands)
    }
}

/// How a window shows the spec: smaller than the spec's size on either side, the spec's scene
/// scaled down to fit (letterboxed); otherwise the window's own scene at one pixel per point.
struct Viewport {
    /// The size the scene is composed at, in points.
    var drawn: Size
    /// Pixels per point text is measured at.
    var scale: Double
    /// Whether the spec's scene is scaled down into the window.
    var letterboxed: Bool

    /// The viewport of a `window` showing a spec of size `spec`.
    init(window: Size, spec: Size) {
        letterboxed = window.width < spec.width || window.height < spec.height
        scale = letterboxed ? min(window.width / spec.width, window.height / spec.height) : 1
        drawn = letterboxed ? spec : window
    }
}
