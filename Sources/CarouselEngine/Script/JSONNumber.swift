/// Stable number formatting for JSON output (two runs give identical bytes).
public enum JSONNumber {
    /// `value` rounded to `decimals` places, printed as Swift's shortest round-trip form
    /// (always with a decimal point or exponent; `-0` becomes `0.0`; non-finite becomes `null`).
    public static func format(_ value: Double, decimals: Int = 4) -> String {
        guard value.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        var rounded = (value * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }
        return rounded.description
    }

    /// A JSON string literal with the needed escapes.
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
