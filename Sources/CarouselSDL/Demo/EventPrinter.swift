import CarouselEngine
import CarouselScript
import Foundation

/// Writes JSON lines on stdout (same format as `carousel simulate`), one write per line so a
/// reading test sees each line as it happens.
struct EventPrinter {
    /// Whether anything is printed.
    let enabled: Bool

    /// Prints an engine event (select and phase, as `carousel simulate` prints them).
    func print(_ event: TimedEvent) {
        guard enabled else { return }
        switch event.event {
        case .select, .phase: write(SimulationLine.event(event))
        case .settle: break
        }
    }

    /// Prints the outcome of a hot reload.
    func printReload(at time: Double, applied: Bool, errors: Int) {
        guard enabled else { return }
        write(SimulationLine.reload(time: time, applied: applied, errors: errors))
    }

    private func write(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }
}
