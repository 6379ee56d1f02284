import CarouselEngine
import CarouselScript
import CarouselSpec

/// A spec as a window of some size shows it, for `simulate`: the scene at the start and the
/// ``WindowRules`` its script's `resize` events follow (the layout size and the
/// `[[carousel.when]]` rules of each new window size, as the demo window applies them).
struct SimulationWindow {
    /// The scene of the starting window: its rules applied, laid out at its layout size.
    var scene: SceneConfiguration
    /// How later window sizes change the scene.
    var rules: WindowRules
}

extension WindowRules {
    /// `spec` (with its responsive rules, if any) in a window of `window` points, motion decided
    /// by `decision`.
    static func forSpec(
        _ spec: ResolvedSpec, responsive: ResponsiveSpec?, decision: ReducedMotionDecision, window: Size
    ) -> SimulationWindow {
        let specSize = spec.window.fitSize
        let resolve = { (size: Size) in (responsive?.resolved(forWindow: size) ?? spec).deciding(decision) }
        var scene = resolve(window).scene
        scene.windowSize = ResponsiveSpec.layoutSize(forWindow: window, specSize: specSize)
        let rules = WindowRules(
            window: window,
            sceneSize: { ResponsiveSpec.layoutSize(forWindow: $0, specSize: specSize) },
            applied: { responsive?.appliedRules(forWindow: $0) ?? [] },
            configurations: { resolve($0).carousels.map(\.engine) })
        return SimulationWindow(scene: scene, rules: rules)
    }
}
