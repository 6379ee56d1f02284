#if canImport(Glibc)
import Glibc
#endif

/// Writing to stdout / stderr without buffering surprises.
enum Terminal {
    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        var line = text
        line.append("\n")
        fputs(line, stderr)
    }

    /// Writes `text` (no newline added) to standard output.
    static func write(_ text: String) {
        fputs(text, stdout)
    }
}
