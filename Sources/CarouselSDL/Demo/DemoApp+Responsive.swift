import CarouselEngine
import CarouselScene
import CarouselScript
import CarouselSpec

extension DemoApp {
    /// Applies the spec's `[[carousel.when]]` rules for a window of `size` points, when the set of
    /// rules in force changes: the scene is composed from the spec resolved for that size and the
    /// engine takes the new configurations over, keeping every selection (``Engine/adapt(_:at:)``).
    /// With `--events`, a `rules` line says which rules apply and the per-view and selection after.
    func applyRules(forWindow size: Size, at time: Double) {
        guard let responsive = loaded.responsive else { return }
        let applied = responsive.appliedRules(forWindow: size)
        guard applied != appliedRules else { return }
        appliedRules = applied
        let spec = loaded.spec(forWindow: size).deciding(motion)
        composer = SceneComposer(spec: spec)
        engine.adapt(spec.carousels.map(\.engine), at: time)
        note = (Self.rulesNote(applied, ids: spec.carousels.map(\.engine.id), window: size), time + 2)
        guard printer.enabled else { return }
        let states = engine.scene.carousels.enumerated().map { index, configuration in
            SimulationLine.RuleState(
                carousel: configuration.id, rules: applied.indices.contains(index) ? applied[index] : [],
                perView: configuration.paging.perView, selection: engine.selection(carouselID: configuration.id))
        }
        printer.emitRules(at: time, window: size, carousels: states)
    }
}

extension DemoApp {
    /// "600×640: picks rules 1, 2" (or "no rule") for the note shown after a breakpoint.
    static func rulesNote(_ applied: [[Int]], ids: [String], window: Size) -> String {
        let parts = zip(ids, applied).map { id, numbers in
            numbers.isEmpty
                ? "\(id): no rule"
                : "\(id): rule\(numbers.count == 1 ? "" : "s") "
                    + numbers.map(String.init).joined(separator: ", ")
        }
        return "\(Int(window.width))×\(Int(window.height)): " + parts.joined(separator: "; ")
    }
}

extension EventPrinter {
    /// Emits a `rules` line (see ``SimulationLine/rules(time:window:carousels:)``).
    func emitRules(at time: Double, window: Size, carousels: [SimulationLine.RuleState]) {
        guard let output else { return }
        output(SimulationLine.rules(time: time, window: window, carousels: carousels))
    }
}
