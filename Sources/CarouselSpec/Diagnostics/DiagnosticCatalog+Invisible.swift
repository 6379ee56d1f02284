import SourceDiagnostics

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

    /// True for a scalar that prints as nothing or as plain space: the terminal controls
    /// (``TerminalText/isControl(_:)``) and the named invisible characters.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        TerminalText.isControl(scalar.value) || invisibleNames[scalar.value] != nil
    }

    /// `<U+0007>`: how an invisible scalar is shown, as every control is on a terminal.
    static func marker(_ scalar: Unicode.Scalar) -> String {
        TerminalText.marker(scalar.value)
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
