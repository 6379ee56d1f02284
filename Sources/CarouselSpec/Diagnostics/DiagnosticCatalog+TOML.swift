import TOML

extension DiagnosticCatalog {
    static let syntaxEntry = entry(
        TOMLErrorCode.syntax, TOMLErrorCode.syntax.title,
        """
        The file is not valid TOML at this position: a key without `=`, a value TOML does not \
        know (bare words need quotes), a missing comma in an array, or text after a value on \
        the same line. The message says what was expected and what was found. A syntax error \
        stops the check of the file, so fix it first and run the check again.
        """,
        wrong: spec("title = Featured\n"), right: spec("title = \"Featured\"\n"))

    static let invalidCharacterEntry = entry(
        TOMLErrorCode.invalidCharacter, TOMLErrorCode.invalidCharacter.title,
        """
        TOML files must be UTF-8 text without NUL bytes and without control characters other \
        than tab (and line breaks outside strings). The wrong example below contains a raw \
        U+0007 (bell) character inside the title. Save the file as UTF-8 and write control \
        characters as escapes such as `\\u0007` if you really need them.
        """,
        wrong: spec("title = \"Bell\u{07}\"\n"), right: spec("title = \"Bell\"\n"))

    static let duplicateEntry = entry(
        TOMLErrorCode.duplicate, TOMLErrorCode.duplicate.title,
        """
        A key may be defined only once in a table, and a table only once in a file \
        (`[window]` twice, or a key and a table with the same name). The label points at the \
        first definition. Merge the two definitions or remove one.
        """,
        wrong: "[window]\ntitle = \"Demo\"\n[window]\nlayout = \"rows\"\n\n" + spec(""),
        right: "[window]\ntitle = \"Demo\"\nlayout = \"rows\"\n\n" + spec(""))

    static let invalidNumberEntry = entry(
        TOMLErrorCode.invalidNumber, TOMLErrorCode.invalidNumber.title,
        """
        TOML integers are 64-bit: from -9223372036854775808 to 9223372036854775807. Numbers \
        also may not have leading zeros, doubled or trailing underscores, or a bare `.` without \
        digits on both sides. Write the number in range and in TOML's number syntax.
        """,
        wrong: spec("spacing = 99999999999999999999\n"), right: spec("spacing = 24\n"))

    static let invalidDateTimeEntry = entry(
        TOMLErrorCode.invalidDateTime, TOMLErrorCode.invalidDateTime.title,
        """
        A date or time literal must be a real calendar date and clock time in RFC 3339 form \
        (no month 13, no February 30, no hour 25). Carousel specs have no date keys, so this \
        usually means a value that looks like a date was meant to be a string: quote it.
        """,
        wrong: spec("title = 2024-13-01\n"), right: spec("title = \"2024-13-01\"\n"))

    static let tooDeepEntry = entry(
        TOMLErrorCode.tooDeep, TOMLErrorCode.tooDeep.title,
        """
        Arrays, inline tables and tables may be nested at most 256 levels deep, and one document \
        holds at most 250,000 inline-array elements. The limits keep the parser's memory and \
        stack bounded on hostile input; no carousel spec needs more than three levels, and \
        `[carousel.generate]` makes big carousels without listing them.
        """,
        wrong: spec(
            "title = \"Deep\"\nopacity = " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
                + "\n"),
        right: spec("title = \"Deep\"\n"))

    static let invalidEscapeEntry = entry(
        TOMLErrorCode.invalidEscape, TOMLErrorCode.invalidEscape.title,
        """
        Basic strings (in double quotes) only know the escapes `\\b \\t \\n \\f \\r \\" \\\\`, \
        `\\uXXXX` and `\\UXXXXXXXX` naming a Unicode scalar. Write a backslash as `\\\\`, or use \
        a literal string in single quotes where backslashes have no meaning.
        """,
        wrong: spec("title = \"Save 50\\%\"\n"), right: spec("title = 'Save 50\\%'\n"))

    static let unterminatedEntry = entry(
        TOMLErrorCode.unterminated, TOMLErrorCode.unterminated.title,
        """
        A string, array, inline table or table header was opened but not closed. Basic and \
        literal strings end on the same line; use triple quotes for text over several lines.
        """,
        wrong: spec("title = \"Featured\n"), right: spec("title = \"Featured\"\n"))
}
