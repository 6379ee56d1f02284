import SourceDiagnostics

// E0202 (error).
// Emitted by:
//   Sources/CarouselSpec/Reading/SpecReader+Lengths.swift,
//   Sources/CarouselSpec/Reading/SpecReader+OpacityStops.swift,
//   Sources/CarouselSpec/Reading/SpecReader+Strings.swift,
//   Sources/CarouselSpec/Reading/SpecReader+Values.swift.
extension DiagnosticCode {
    /// A value of the wrong TOML type.
    public static let wrongType = DiagnosticCode(
        "E0202", "wrong type",
        """
        The value has the wrong TOML type: a string where a number is expected, a float where \
        only integers make sense (`count`, `max-flick-pages`), a table where a list is \
        expected. Durations accept a number of seconds or a string with a unit; colors are \
        strings; `insets` is a length or a table of sides.
        """,
        wrong: spec("spacing = \"24\"\n"), right: spec("spacing = 24\n"))
}

/// The message of E0202 and its fix-its.
extension SpecMessages {
    static func wrongType(
        _ key: String, expected: String, found: String, span: SourceSpan, path: String, help: String? = nil,
        fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(
            DiagnosticCode.wrongType, message: "`\(key)` must be \(expected), found \(found)",
            span: span, path: path, help: help, fixIts: fixIts)
    }
}
