/// Seconds as short text for messages: rounded to hundredths, without trailing zeros (`4`,
/// `2.5`, `0.05`, `26004.68`); what no hundredth shows (`0.001`) and what is too large to round
/// (past 10^13) is written in full.
enum SecondsText {
    /// `seconds` as text, without a unit.
    static func of(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) >= 0.01 || seconds == 0, abs(seconds) < 1e13 else {
            return ValueKind.decimal(seconds)
        }
        let hundredths = Int((abs(seconds) * 100).rounded())
        let sign = seconds < 0 ? "-" : ""
        let rest = hundredths % 100
        guard rest != 0 else { return sign + String(hundredths / 100) }
        let digits = rest < 10 ? "0" + String(rest) : String(rest)
        return sign + String(hundredths / 100) + "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }
}
