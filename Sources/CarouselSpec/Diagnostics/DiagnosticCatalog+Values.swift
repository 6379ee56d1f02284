extension DiagnosticCatalog {
    static let outOfRangeEntry = entry(
        DiagnosticCode.outOfRange, "value out of range",
        """
        A number, duration, length of text or count of entries lies outside what the key \
        allows (the message gives the range, e.g. `0..4096`). NaN and infinity are never \
        valid lengths, durations cannot be negative, `version` must be 1, and at most 64 \
        carousels, 100000 listed items or 10000000 generated items fit in one spec. Durations \
        have upper bounds too (`interval` 86400 s, `resume-after` 600 s, `snap.duration` 5 s); \
        when a bare number above one makes sense as milliseconds (`resume-after = 4000`), the \
        help asks "did you mean "4s" or "4000ms"?" and both are offered as fixes.
        """,
        wrong: spec("spacing = -8\n"), right: spec("spacing = 8\n"))

    static let invalidFormatEntry = entry(
        DiagnosticCode.invalidFormat, "invalid string format",
        """
        A string does not have the form its key needs. Ids start with a lower-case letter \
        followed by up to 63 lower-case letters, digits or dashes. Colors are `#RGB`, `#RGBA`, \
        `#RRGGBB`, `#RRGGBBAA` or a color name. Durations are a number with the unit `ms`, `s` \
        or `min` (`"250ms"`, `"1.5s"`). Title templates only know `{n}` and `{i}`.
        """,
        wrong: spec("[carousel.auto]\ninterval = \"3 parsecs\"\n"),
        right: spec("[carousel.auto]\ninterval = \"3s\"\n"))

    static let unknownValueEntry = entry(
        DiagnosticCode.unknownValue, "unknown value",
        """
        The key takes one of a fixed set of names (`kind`, `axis`, `window.layout`, \
        `snap.animation`, `auto.direction`). The help suggests the closest names; a note \
        lists all of them.
        """,
        wrong: spec("kind = \"pagin\"\n"), right: spec("kind = \"paging\"\n"))

    static let badFileEntry = entry(
        DiagnosticCode.badFile, "file not found or not of its type",
        """
        An `image` or `font` path must name an existing file, relative to the spec file's \
        folder (or absolute). Images must be .png, .jpg, .jpeg or .bmp and start with that \
        format's signature bytes; fonts must be .ttf or .otf files with a TrueType or \
        OpenType signature. A renamed text file is caught here instead of failing at draw time.
        """,
        wrong: spec("", items: "[[carousel.items]]\ntitle = \"One\"\nimage = \"missing.png\"\n"),
        right: spec("", items: "[[carousel.items]]\ntitle = \"One\"\nimage = \"../Assets/images/sunrise.png\"\n"))

    static let impossibleLayoutEntry = entry(
        DiagnosticCode.impossibleLayout, "layout impossible",
        """
        The carousel cannot be drawn: an explicit `frame` reaches outside the window, or the \
        insets take all of the frame's width or height so no page is left. The notes give \
        the numbers; make the insets smaller, the frame bigger, or move it inside the window.
        """,
        wrong: spec("frame = { x = 900, y = 0, width = 600, height = 400 }\n"),
        right: spec("frame = { x = 600, y = 0, width = 600, height = 400 }\n"))
}
