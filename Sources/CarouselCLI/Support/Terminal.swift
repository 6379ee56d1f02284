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

    /// Writes every byte of `text` to `descriptor`, retrying short writes.
    static func writeAll(_ text: String, to descriptor: Int32) {
        writeAll(bytes: Array(text.utf8), to: descriptor)
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying short writes (data output, such as
    /// `compile`'s JSON in chunks and `fmt`'s text, goes out as bytes, not through a `String` copy).
    static func writeAll(bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
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
