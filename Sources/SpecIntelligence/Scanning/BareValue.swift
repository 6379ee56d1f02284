import SourceDiagnostics
import TOML

/// Reads an unquoted value (`1_000`, `0x10`, `2.5e3`, `true`) with the TOML parser itself, so
/// hover reads numbers exactly as the compiler does.
enum BareValue {
    /// The value's number (integers and floats), or nil when the text is not a TOML number.
    static func number(_ text: String) -> Double? {
        guard let value = parse(text) else { return nil }
        switch value.kind {
        case .integer(let number): return Double(number)
        case .float(let number): return number
        default: return nil
        }
    }

    /// True or false for `true` and `false`, nil otherwise.
    static func boolean(_ text: String) -> Bool? {
        guard let value = parse(text), case .boolean(let flag) = value.kind else { return nil }
        return flag
    }

    /// True when the text is a TOML integer.
    static func isInteger(_ text: String) -> Bool {
        guard let value = parse(text), case .integer = value.kind else { return false }
        return true
    }

    static func parse(_ text: String) -> TOMLValue? {
        guard text.utf8.count <= 200, !text.utf8.contains(UInt8(ascii: "\n")) else { return nil }
        let file = SourceFile(path: "value", bytes: Array("v = \(text)\n".utf8))
        let result = TOMLDocumentParser.parse(file, maxDepth: 4)
        guard result.isValid else { return nil }
        return result.root["v"]?.value
    }
}
