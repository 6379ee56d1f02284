import SourceDiagnostics

// W0420 (warning).
// Emitted by: Sources/CarouselSpec/Rules/GlyphCoverageRule.swift.
extension DiagnosticCode {
    /// Characters of a title or subtitle that no available font can draw.
    public static let undrawableCharacters = DiagnosticCode(
        "W0420", "characters no font can draw",
        """
        A title, subtitle or title template has characters that none of the fonts available \
        here can draw: the spec's `window.font`, the bundled DejaVu fonts (Latin, Greek, \
        Cyrillic, Arabic, Hebrew and many symbols), and the system fonts, which the window \
        finds through fontconfig. They would be drawn as empty boxes. Japanese, Chinese and \
        Korean come from Noto CJK (`fonts-noto-cjk`), emoji from Noto Color Emoji \
        (`fonts-noto-color-emoji`); `make deps` installs both. Private-use characters (icon \
        fonts) are drawn only by the font that defines them: name it in `window.font`. \
        `carousel check` looks at the fonts of the machine it runs on, and only where it \
        finds Carousel's own fonts (`Assets/fonts`, or `$CAROUSEL_ASSETS/fonts`).
        """,
        wrong: spec("", items: "[[carousel.items]]\ntitle = \"Settings \\uE000\"\n"),
        right: spec("", items: "[[carousel.items]]\ntitle = \"Settings\"\n"))
}

/// The message of W0420 and its fix-its.
extension SpecMessages {
    /// W0420: characters of a title or subtitle that no available font draws.
    static func undrawableCharacters(_ missing: [Unicode.Scalar], in what: String, span: SourceSpan, path: String)
        -> Diagnostic
    {
        let listed = missing.prefix(listedCharacters).map(describe).joined(separator: ", ")
        let more = missing.count > listedCharacters ? " and \(missing.count - listedCharacters) more" : ""
        let count = missing.count == 1 ? "1 character" : "\(missing.count) characters"
        return Diagnostic(
            DiagnosticCode.undrawableCharacters,
            message: "no available font can draw \(count) of \(what): \(listed)\(more)", span: span, path: path,
            help: fontHelp(for: missing),
            notes: ["they would be drawn as empty boxes; `carousel check` reads the fonts of this machine"])
    }

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
