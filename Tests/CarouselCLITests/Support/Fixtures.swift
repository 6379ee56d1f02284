/// Spec texts used by the CLI tests.
enum Fixtures {
    /// A valid spec: one carousel with generated items.
    static let valid = """
        [[carousel]]
        id = "featured"

        [carousel.generate]
        count = 12

        """

    /// A spec with a misspelled key (spec-level error E0201 with a did-you-mean).
    static let misspelled = """
        [[carousel]]
        id = "featured"
        spaceing = 16

        [carousel.generate]
        count = 12

        """

    /// Valid TOML but a spec with only a warning (no items: W0405).
    static let warningOnly = """
        [[carousel]]
        id = "empty"

        """

    /// A TOML syntax error on line 2 (an unterminated array of tables header).
    static let syntaxError = """
        # broken header
        [[carousel]
        id = "x"

        """
}
