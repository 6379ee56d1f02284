/// The one way text from a file is shown on a terminal or in a CI log.
///
/// A name or value decoded from a spec, a script or a config can hold characters that drive a
/// terminal (an escape sequence that sets the clipboard, clears the screen or retitles the
/// window) or reorder what a reader sees (bidirectional controls). Every message that reaches
/// a terminal or a log from user data goes through ``visible(_:)``: each such character is
/// shown as its code point in angle brackets, `<U+001B>`, the same convention as the source
/// excerpt, `carousel explain` and docs/diagnostics.md. Line feed and tab are kept. Data
/// outputs (JSON, SARIF, `fmt`, `compile`, `toml-decode`) keep the exact text, escaped.
public enum TerminalText {
    /// True for a code point that must never reach a terminal raw: C0 controls other than tab
    /// and line feed, DEL, C1 controls, and the bidirectional controls (U+061C, U+200E, U+200F,
    /// U+202A-U+202E, U+2066-U+2069).
    public static func isControl(_ value: UInt32) -> Bool {
        if value < 0x20 { return value != 0x09 && value != 0x0A }
        if value < 0x7F { return false }
        return value <= 0x9F || value == 0x061C || value == 0x200E || value == 0x200F
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// `<U+001B>`: how a control code point is shown (at least four hexadecimal digits).
    public static func marker(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }

    /// `text` with every control code point (``isControl(_:)``) replaced by its ``marker(_:)``;
    /// text without any is returned as it is, after one pass over its bytes.
    public static func visible(_ text: String) -> String {
        guard mayHoldControl(text.utf8) else { return text }
        var shown = ""
        shown.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isControl(scalar.value) { shown += marker(scalar.value) } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }

    /// False when no byte of `utf8` can start a control: a C0 byte other than tab and line
    /// feed, DEL, or the lead byte of a C1 (0xC2) or bidi control (0xD8, 0xE2).
    private static func mayHoldControl(_ utf8: String.UTF8View) -> Bool {
        for byte in utf8 {
            switch byte {
            case 0x09, 0x0A: continue
            case 0x00..<0x20, 0x7F, 0xC2, 0xD8, 0xE2: return true
            default: continue
            }
        }
        return false
    }
}
