extension DiagnosticCatalog {
    static let unknownKeyEntry = entry(
        DiagnosticCode.unknownKey, "unknown key",
        """
        The table has no key with this name. Keys are kebab-case and belong to one table: \
        `interval` lives in `[carousel.auto]`, not in `[[carousel]]`. The help suggests up to \
        three known keys within two edits of what you wrote; a note names the table a key \
        belongs to when you put it in the wrong one.
        """,
        wrong: spec("spaceing = 24\n"), right: spec("spacing = 24\n"))

    static let wrongTypeEntry = entry(
        DiagnosticCode.wrongType, "wrong type",
        """
        The value has the wrong TOML type: a string where a number is expected, a float where \
        only integers make sense (`count`, `max-flick-pages`), a table where a list is \
        expected. Durations accept a number of seconds or a string with a unit; colors are \
        strings; `insets` is a length or a table of sides.
        """,
        wrong: spec("spacing = \"24\"\n"), right: spec("spacing = 24\n"))

    static let missingKeyEntry = entry(
        DiagnosticCode.missingKey, "missing required key",
        """
        A required key is missing: every spec needs at least one `[[carousel]]`, every \
        carousel an `id`, `[carousel.generate]` a `count`, and `frame` / `page-size` tables all \
        of their numbers. The diagnostic points at the table that lacks the key.
        """,
        wrong: "[[carousel]]\ntitle = \"Featured\"\n[[carousel.items]]\ntitle = \"One\"\n",
        right: "[[carousel]]\nid = \"featured\"\ntitle = \"Featured\"\n[[carousel.items]]\ntitle = \"One\"\n")

    static let duplicateIDEntry = entry(
        DiagnosticCode.duplicateID, "duplicate id",
        """
        Carousel ids must be unique in the file and item ids unique in their carousel, because \
        events, `--carousel ID` and hot reload find things by id. An item without an `id` takes \
        its 1-based position as id, so an explicit `id = "2"` can clash with the second item. \
        The label points at the first use.
        """,
        wrong: spec("") + "\n[[carousel]]\nid = \"featured\"\n[[carousel.items]]\ntitle = \"Two\"\n",
        right: spec("") + "\n[[carousel]]\nid = \"news\"\n[[carousel.items]]\ntitle = \"Two\"\n")

    static let notForKindEntry = entry(
        DiagnosticCode.notForKind, "key or table not for this kind",
        """
        Some keys and tables only mean something for one kind of carousel: `[carousel.stack]` \
        for stacks, `[carousel.marquee]` for marquees, `[carousel.focus]` for focus carousels, \
        `page-size` for paging, `[carousel.snap]` and `auto.interval` not for marquees. Stack \
        and marquee carousels always loop, so `infinite = false` is rejected there. A label \
        points at the `kind` line (or a note says the kind is the default, paging).
        """,
        wrong: spec(
            "kind = \"paging\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\n[carousel.stack]\naspect-ratio = 1.4\n"
        ),
        right: spec(
            "kind = \"stack\"\nframe = { x = 0, y = 0, width = 800, height = 300 }\n[carousel.stack]\naspect-ratio = 1.4\n"
        ))

    static let conflictingKeysEntry = entry(
        DiagnosticCode.conflictingKeys, "items and generate together",
        """
        A carousel gets its items either from a list of `[[carousel.items]]` tables or from a \
        `[carousel.generate]` table, not both: it would be unclear which one wins. Keep one.
        """,
        wrong: spec("[carousel.generate]\ncount = 100\n"),
        right: spec("[carousel.generate]\ncount = 100\n", items: ""))
}
