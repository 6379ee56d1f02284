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
}
