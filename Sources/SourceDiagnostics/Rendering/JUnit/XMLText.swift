/// Escaping text for XML 1.0 attribute values and element content.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped and the characters XML 1.0 cannot hold
    /// at all (C0 controls other than tab and line breaks, U+FFFE, U+FFFF) replaced by U+FFFD;
    /// DEL, C1 and bidirectional controls (``TerminalText/isControl(_:)``) written as character
    /// references (`&#x9B;`), so the report keeps them exactly but never carries them raw.
    /// In an `attribute`, line breaks and tabs become character references (`&#10;`) so that
    /// attribute-value normalisation keeps them; a carriage return is a reference everywhere.
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\n" where attribute: output += "&#10;"
            case "\r": output += "&#13;"
            case "\t" where attribute: output += "&#9;"
            case "\n", "\t": output.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    output += "\u{FFFD}"
                } else if TerminalText.isControl(scalar.value) {
                    output += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
