import CarouselEngine

/// What a window size means for the scene, as the demo window decides it: the size the scene is
/// laid out at, and the spec's `[[carousel.when]]` rules in force with the configurations they give.
///
/// ``Simulation`` uses it for a script's `resize` events (the window's new size), so a recorded
/// resize across a breakpoint replays as the window showed it (docs/cli.md, "Input scripts").
/// The spec layer fills it in; this module does not see specs.
public struct WindowRules {
    /// The window's size at the start, in points.
    public var window: Size
    /// The scene size for a window of that size (the spec's size when the window is smaller).
    public var sceneSize: (Size) -> Size
    /// The 1-based numbers of the rules in force for a window of that size, per carousel.
    public var applied: (Size) -> [[Int]]
    /// The carousels' configurations the rules give for a window of that size.
    public var configurations: (Size) -> [CarouselConfiguration]

    /// Creates the rules of a spec whose window starts at `window`.
    public init(
        window: Size, sceneSize: @escaping (Size) -> Size, applied: @escaping (Size) -> [[Int]],
        configurations: @escaping (Size) -> [CarouselConfiguration]
    ) {
        self.window = window
        self.sceneSize = sceneSize
        self.applied = applied
        self.configurations = configurations
    }
}

extension Simulation {
    /// A script's `resize` to a window of `size` points, as the demo window takes it: the scene is
    /// laid out at ``WindowRules/sceneSize``, and when the rules in force change, the engine takes
    /// the new configurations over keeping every selection (``Engine/adapt(_:at:)``) and a `rules`
    /// line says which rules apply and the per-view and selection after.
    static func resize(
        to size: Size, at time: Double, engine: inout Engine, window: WindowRules, applied: inout [[Int]],
        carouselID: String?, write: (String) -> Void
    ) {
        let sceneSize = window.sceneSize(size)
        if sceneSize != engine.scene.windowSize { engine.send(.resize(sceneSize), at: time) }
        let rules = window.applied(size)
        guard rules != applied else { return }
        applied = rules
        engine.adapt(window.configurations(size), at: time)
        let carousels = engine.scene.carousels.enumerated()
        let states = carousels.compactMap { index, configuration -> SimulationLine.RuleState? in
            guard carouselID == nil || carouselID == configuration.id else { return nil }
            return SimulationLine.RuleState(
                carousel: configuration.id, rules: rules.indices.contains(index) ? rules[index] : [],
                perView: configuration.paging.perView, selection: engine.selection(carouselID: configuration.id))
        }
        write(SimulationLine.rules(time: time, window: size, carousels: states))
    }
}
