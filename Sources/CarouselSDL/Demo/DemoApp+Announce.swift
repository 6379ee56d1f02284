import CarouselScript
import CarouselSpec

extension DemoApp {
    /// The `announce` text of a selection change ("Item 3 of 10: Sunrise over the bay"), from
    /// the spec in force (a reload changes it).
    var announce: Simulation.Announcer {
        let carousels = loaded.spec.carousels
        return { id, index in carousels.first { $0.engine.id == id }?.announcement(for: index) }
    }
}
