import SourceDiagnostics

// E0506 (error).
// Emitted by: Sources/LintConfig/Config/LintConfigReader.swift.
extension DiagnosticCode {
    /// A path pattern of `[[overrides]]` that is not a valid glob.
    public static let lintBadPattern = DiagnosticCode(
        "E0506", "invalid path pattern",
        """
        `paths` are glob patterns relative to the config file's folder: `*` (within a folder), \
        `**` (any number of folders), `?` (one character) and `[abc]`, `[a-z]`, `[!abc]` sets. A \
        `./` or `.` segment is dropped (`./Configs/**` is `Configs/**`). Refused, each with its \
        reason, because they are not globs or could never match a file: a `[` without its `]` \
        (write `\\[` for a literal bracket), an empty pattern, a `..` segment (paths are matched \
        inside the config's folder, already resolved), an empty range such as `[z-a]`, a `\\` \
        that escapes nothing (at the end, or before `/`), and brace sets `{a,b}`: write one \
        pattern per alternative, as `paths` is a list already (`\\{` is a literal brace). A \
        trailing `/` means a folder: `legacy/` matches the files below `legacy`, never a file \
        named `legacy`.
        """,
        wrong: configHeader
            + "[[overrides]]\npaths = [\"Configs/[legacy/**\"]\n[overrides.severity]\nW0402 = \"allow\"\n",
        right: configHeader
            + "[[overrides]]\npaths = [\"Configs/legacy/**\"]\n[overrides.severity]\nW0402 = \"allow\"\n")
}

// Message and fix-its: built where it is emitted (see above).
