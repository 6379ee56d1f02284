import CarouselEngine
import Foundation

/// Writes JSON lines on stdout (same format as `carousel simulate`), one write per line so a
/// reading test sees each line as it happens.
struct EventPrinter {
    /// Whether anything is printed.
    let enabled: Bool

    /// Prints an engine event (select and phase; settle is not part of the demo's stream).
    func print(_ event: TimedEvent) {
        guard enabled else { return }
        switch event.event {
        case .select(let carousel, let index):
            write("{\"t\": \(Self.time(event.time)), \"type\": \"select\", \"carousel\": \(Self.quoted(carousel)), \"index\": \(index)}")
        case .phase(let carousel, let phase):
            write("{\"t\": \(Self.time(event.time)), \"type\": \"phase\", \"carousel\": \(Self.quoted(carousel)), \"phase\": \"\(phase.rawValue)\"}")
        case .settle:
            break
        }
    }

    /// Prints the outcome of a hot reload.
    func printReload(at time: Double, applied: Bool, errors: Int) {
        guard enabled else { return }
        write("{\"t\": \(Self.time(time)), \"type\": \"reload\", \"status\": \"\(applied ? "applied" : "failed")\", \"errors\": \(errors)}")
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

    /// Seconds with 4 decimals.
    static func time(_ seconds: Double) -> String {
        let tenths = Int((max(0, seconds) * 10000).rounded())
        let fraction = String(tenths % 10000)
        return "\(tenths / 10000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20: result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
