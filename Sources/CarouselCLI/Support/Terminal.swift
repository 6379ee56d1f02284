import HostSystem

#if canImport(Glibc)
    import Glibc
#endif
import SourceDiagnostics

/// Writing to stdout / stderr directly through the file descriptors (no shared C `FILE*` state).
///
/// Three kinds of text, three calls: messages (``error(_:)``, ``notice(_:)``, ``message(_:)``)
/// may quote names, paths and values from untrusted files, so every control character in them
/// is shown as `<U+001B>` (``TerminalText``), never written raw; data (``write(_:)``: JSON,
/// `fmt` output, diffs, help) is exact; a rendered diagnostics report (``report(_:to:)``) was
/// made safe by its renderer and may carry the renderer's own colour codes.
enum Terminal {
    /// Writes the message `text` and a newline to standard error, controls shown as markers.
    static func error(_ text: String) {
        writeAll(TerminalText.visible(text) + "\n", to: 2)
    }

    /// Writes the message `text` (no newline added) to standard error, controls shown as markers.
    static func notice(_ text: String) {
        writeAll(TerminalText.visible(text), to: 2)
    }

    /// Writes the message `text` (no newline added) to standard output, controls shown as markers.
    static func message(_ text: String) {
        writeAll(TerminalText.visible(text), to: 1)
    }

    /// Writes the data `text` (no newline added) to standard output, exactly.
    static func write(_ text: String) {
        writeAll(text, to: 1)
    }

    /// Writes the data `bytes` to standard output, exactly (`compile`'s JSON in chunks, `fmt`'s
    /// text: no `String` copy of a large output).
    static func write(bytes: [UInt8]) {
        _ = HostFile.writeAll(bytes, to: 1)
    }

    /// Writes a report made by a `DiagnosticFormat` (already safe, maybe coloured) to `descriptor`.
    static func report(_ text: String, to descriptor: Int32) {
        writeAll(text, to: descriptor)
    }

    /// Writes every byte of `text` to `descriptor`, retrying short writes (``HostFile/writeAll(_:to:)``).
    private static func writeAll(_ text: String, to descriptor: Int32) {
        _ = HostFile.writeAll(Array(text.utf8), to: descriptor)
    }
}

extension Terminal {
    /// Whether `--color auto` colours output on `descriptor`: it is a terminal and `NO_COLOR` is unset or empty.
    /// The width help is laid out for: the terminal's columns when standard output is one, else
    /// ``HelpText/defaultWidth``.
    static var helpWidth: Int { HostTerminal.columns(of: 1) ?? HelpText.defaultWidth }

    static func wantsColor(_ descriptor: Int32) -> Bool {
        if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
        return isatty(descriptor) == 1
    }
}

extension String {
    /// Without trailing newlines.
    func trimmingTrailingNewlines() -> String {
        var copy = self
        while copy.last == "\n" { copy.removeLast() }
        return copy
    }
}
