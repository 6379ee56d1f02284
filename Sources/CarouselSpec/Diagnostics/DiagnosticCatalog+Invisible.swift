extension DiagnosticCatalog {
    /// Characters a reader cannot see in print, with their Unicode names, for the examples that
    /// contain them (E0102's raw bell): docs/diagnostics.md and `carousel explain` show them as
    /// `<U+0007>` and say so below the example, so wrong and right no longer look identical.
    static let invisibleNames: [UInt32: String] = [
        0x00: "NULL", 0x07: "BELL", 0x08: "BACKSPACE", 0x0B: "LINE TABULATION", 0x0C: "FORM FEED",
        0x0D: "CARRIAGE RETURN", 0x1B: "ESCAPE", 0x7F: "DELETE", 0xA0: "NO-BREAK SPACE", 0xAD: "SOFT HYPHEN",
        0x200B: "ZERO WIDTH SPACE", 0x200C: "ZERO WIDTH NON-JOINER", 0x200D: "ZERO WIDTH JOINER",
        0x2028: "LINE SEPARATOR", 0x2029: "PARAGRAPH SEPARATOR", 0x2060: "WORD JOINER",
        0xFEFF: "ZERO WIDTH NO-BREAK SPACE",
    ]

    /// True for a scalar that prints as nothing or as plain space: controls other than tab and
    /// line feed, and the named invisible characters.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x09 || value == 0x0A { return false }
        return value < 0x20 || (0x7F...0x9F).contains(value) || invisibleNames[value] != nil
            || (0x200E...0x200F).contains(value) || (0x202A...0x202E).contains(value)
    }

    /// `<U+0007>`: how an invisible scalar is shown.
    static func marker(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }

    /// `text` with every invisible scalar replaced by its ``marker(_:)``.
    static func visible(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) { shown += marker(scalar) } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }

    /// "`<U+0007>` stands for the invisible character U+0007 BELL." lines, one per distinct scalar
    /// of `text`, in order of appearance; empty when there is none.
    static func invisibleNotes(_ text: String) -> [String] {
        var seen: Set<UInt32> = []
        var notes: [String] = []
        for scalar in text.unicodeScalars where isInvisible(scalar) && seen.insert(scalar.value).inserted {
            let marker = marker(scalar)
            let code = String(marker.dropFirst().dropLast())
            let name = invisibleNames[scalar.value].map { " " + $0 } ?? ""
            notes.append("`\(marker)` stands for the invisible character \(code)\(name), written raw in the file.")
        }
        return notes
    }
}
