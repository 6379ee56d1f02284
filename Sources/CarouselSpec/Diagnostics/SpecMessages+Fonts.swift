import SourceDiagnostics

extension SpecMessages {
    /// Most characters a W0420 message lists.
    static let listedCharacters = 8

    /// `"х" (U+0445)`, or just the code for characters that print badly (private use, spaces).
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        switch scalar.properties.generalCategory {
        case .privateUse, .unassigned, .surrogate, .spaceSeparator: return code
        default: return "\"\(scalar)\" (\(code))"
        }
    }

    /// The package to install for the first missing character's script, or how to name a font.
    static func fontHelp(for missing: [Unicode.Scalar]) -> String {
        let package: String?
        switch missing.first?.value ?? 0 {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            package = "fonts-noto-cjk"
        case 0x2600...0x27BF, 0x1F000...0x1FAFF:
            package = "fonts-noto-color-emoji"
        case 0xE000...0xF8FF, 0xF0000...0x10FFFF:
            package = nil
        default:
            package = "fonts-noto-core"
        }
        guard let package else {
            return "private-use characters are drawn only by the font that defines them: name it in `window.font`"
        }
        return "install a font that has them (Debian: `apt-get install \(package)`) or name one in `window.font`"
    }
}
