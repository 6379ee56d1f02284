import CarouselEngine
import CarouselScene
import CarouselScript
import CarouselSpec

/// Feeds a script to an engine in time order (shared by `render`, tests and the bench).
///
/// The window may be smaller than the spec's size: the engine then lays out at the spec's size
/// and the picture is scaled down to fit (``ViewFit``); a script's `resize` sets the window size
/// and goes through the same fit. Pointer coordinates in scripts are scene points.
///
/// With ``RenderRules``, a `resize` does what the demo window does (and `simulate` and
/// `demo --replay` with it): when the set of `[[carousel.when]]` rules in force changes, the
/// carousels take the new rules' values keeping their selections (``Engine/adapt(_:at:)``) and
/// ``composer`` draws the spec those rules give.
struct ScenePlayer {
    /// The engine being played.
    var engine: Engine
    /// The window (canvas) size in points.
    private(set) var windowSize: Size
    /// Draws the engine's frames: made from the spec of the rules in force.
    private(set) var composer: SceneComposer
    /// The 1-based numbers of the rules in force, per carousel (empty without ``RenderRules``).
    private(set) var appliedRules: [[Int]]
    private let specSize: Size
    private let rules: RenderRules?
    private var steps: [TimedStep]
    private var next = 0
    /// Engine events produced so far, in time order.
    private(set) var events: [TimedEvent] = []

    /// Plays `spec` (as it holds in the starting window) in a window of `size` points, else the
    /// script's size, else the spec's; a `resize` follows `rules` when given.
    init(spec: ResolvedSpec, script: InputScript?, size: Size?, rules: RenderRules? = nil) {
        var scene = spec.scene
        specSize = spec.window.fitSize
        windowSize = size ?? script?.size ?? spec.window.size
        scene.windowSize = ViewFit(specSize: specSize, window: windowSize).sceneSize
        engine = Engine(scene: scene)
        // Offline, a frame must be exact: every step of a long gap is taken (times are bounded
        // by the script reader and `--at`, 86,400 s at most), where the window skips old ones.
        engine.catchUpLimit = .max
        steps = script?.steps ?? []
        composer = SceneComposer(spec: spec)
        self.rules = rules
        appliedRules = rules?.applied(forWindow: windowSize) ?? []
    }

    /// Sends every step up to `time`, then advances the engine to `time`.
    mutating func play(until time: Double) {
        while next < steps.count, steps[next].time <= time {
            let step = steps[next]
            if case .resize(let size)? = step.input {
                resize(to: size, at: step.time)
            } else if let input = step.input {
                engine.send(input, at: step.time)
            }
            next += 1
        }
        events += engine.advance(to: time)
    }

    /// The window is now `size` points: the scene is fitted again and, with rules, the rules of
    /// that size apply when they are not the ones in force.
    private mutating func resize(to size: Size, at time: Double) {
        windowSize = size
        let sceneSize = ViewFit(specSize: specSize, window: size).sceneSize
        if sceneSize != engine.scene.windowSize { engine.send(.resize(sceneSize), at: time) }
        guard let rules else { return }
        let applied = rules.applied(forWindow: size)
        guard applied != appliedRules else { return }
        appliedRules = applied
        let spec = rules.spec(forWindow: size)
        composer = SceneComposer(spec: spec)
        engine.adapt(spec.carousels.map(\.engine), at: time)
    }
}
