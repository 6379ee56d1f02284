import SourceDiagnostics

// E0103 (error). Emitted by the parser (Sources/TOML/Parsing/), which builds its
// messages and fix-its where it meets the problem.
extension TOMLErrorCode {
    /// A key defined twice, or a table defined twice / in two incompatible ways.
    public static let duplicate = TOMLErrorCode(
        "E0103", "duplicate key or table redefinition",
        """
        A key may be defined only once in a table, and a table only once in a file \
        (`[window]` twice, or a key and a table with the same name). The label points at the \
        first definition. Merge the two definitions or remove one.
        """,
        wrong: "[window]\ntitle = \"Demo\"\n[window]\nlayout = \"rows\"\n\n" + spec(""),
        right: "[window]\ntitle = \"Demo\"\nlayout = \"rows\"\n\n" + spec(""))
}
