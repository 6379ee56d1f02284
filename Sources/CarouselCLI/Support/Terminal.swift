import FontDiscovery

#if canImport(Glibc)
    import Glibc
#endif

/// Writing to stdout / stderr directly through the file descriptors (no shared C `FILE*` state).
enum Terminal {
    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        writeAll(text + "\n", to: 2)
    }

    /// Writes `text` (no newline added) to standard output.
    static func write(_ text: String) {
        writeAll(text, to: 1)
    }

    /// Writes every byte of `text` to `descriptor`, retrying short writes (``HostFile/writeAll(_:to:)``).
    static func writeAll(_ text: String, to descriptor: Int32) {
        _ = HostFile.writeAll(Array(text.utf8), to: descriptor)
    }
}

extension Terminal {
    /// Whether `--color auto` colours output on `descriptor`: it is a terminal and `NO_COLOR` is unset or empty.
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
