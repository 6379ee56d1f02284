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

    /// A pass over `spec` (compiled without errors; `keys` from the same compilation).
    public init(spec: ResolvedSpec, keys: SpecKeyLocator, metrics: any FontMetrics, plan: RenderPlan? = nil) {
        self.spec = spec
        self.keys = keys
        self.metrics = metrics
        let sizes = SpecSchema.windowSizeRange
        self.plan = plan ?? RenderPlan(smallest: sizes.smallest, largest: sizes.largest)
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
        let metrics = MemoizedMetrics(self.metrics)
        let inspector = SceneInspector(spec: spec)
        let (steps, end) = plan.steps(for: scene)
        let specSize = spec.window.size
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
                    let fits = size.width >= specSize.width && size.height >= specSize.height
                    engine.send(.resize(fits ? size : specSize), at: steps[next].time)
                }
                next += 1
            }
            _ = engine.advance(to: time)
            let frames = engine.frames()
            if let lastDrawn, lastDrawn.frames == frames, lastDrawn.window == window { continue }
            let letterboxed = window.width < specSize.width || window.height < specSize.height
            let scale = letterboxed ? min(window.width / specSize.width, window.height / specSize.height) : 1
            let drawn = letterboxed ? specSize : window
            var pieces: [CarouselPieces] = []
            pieces.reserveCapacity(frames.count)
            for (index, carouselFrame) in frames.enumerated() {
                // A carousel that did not change since the last frame looked at is drawn the same.
                if let last = lastDrawn, last.window == window, last.frames.indices.contains(index),
                    last.frames[index] == carouselFrame, last.pieces.indices.contains(index)
                {
                    pieces.append(last.pieces[index])
                    continue
                }
                let marked = frames.count > 1 && carouselFrame.focused
                let overlays = SceneOverlays(focus: marked ? .carousel(carouselFrame.id) : .hidden)
                let composed = try composer.compose(
                    [carouselFrame], size: drawn, scale: scale, metrics: metrics, overlays: overlays)
                pieces.append(CarouselPieces(index: index, commands: composed.commands))
            }
            lastDrawn = (frames, window, pieces)
            let moment = Moment(time: time, window: window, letterboxed: letterboxed)
            inspector.inspect(pieces, window: drawn, moment: moment, checksCuts: window == specSize, into: &ledger)
        }
        return ledger
    }
}
