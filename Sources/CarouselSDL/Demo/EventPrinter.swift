import CarouselEngine
import CarouselScript

/// Turns demo events into JSON lines (the format of `carousel simulate`) and hands each one to
/// the output the CLI gave, as it happens.
struct EventPrinter {
    /// Receives each line (without its newline); nil when `--events` is off.
    let output: (@Sendable (String) -> Void)?

    /// Whether anything is emitted.
    var enabled: Bool { output != nil }

    /// Emits an engine event (select, phase and settle, as `carousel simulate` prints them); a
    /// select is followed by its `announce` line when `announce` gives a text.
    func emit(_ event: TimedEvent, announce: Simulation.Announcer? = nil) {
        guard let output else { return }
        output(SimulationLine.event(event))
        if let line = SimulationLine.announcement(for: event, announce) { output(line) }
    }

    /// Emits the outcome of a hot reload.
    func emitReload(at time: Double, applied: Bool, errors: Int) {
        guard let output else { return }
        output(SimulationLine.reload(time: time, applied: applied, errors: errors))
    }
}
