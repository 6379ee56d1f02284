extension DiagnosticCatalog {
    static let undrawableCharactersEntry = entry(
        DiagnosticCode.undrawableCharacters, "characters no font can draw",
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
