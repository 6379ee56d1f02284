import SourceDiagnostics

// E0104 (error). Emitted by the parser (Sources/TOML/Parsing/), which builds its
// messages and fix-its where it meets the problem.
extension TOMLErrorCode {
    /// An integer that does not fit in 64 bits, or a malformed number.
    public static let invalidNumber = TOMLErrorCode(
        "E0104", "integer overflow or invalid number",
        """
        TOML integers are 64-bit: from -9223372036854775808 to 9223372036854775807. Numbers \
        also may not have leading zeros, doubled or trailing underscores, or a bare `.` without \
        digits on both sides. Write the number in range and in TOML's number syntax.
        """,
        wrong: spec("spacing = 99999999999999999999\n"), right: spec("spacing = 24\n"))
}
