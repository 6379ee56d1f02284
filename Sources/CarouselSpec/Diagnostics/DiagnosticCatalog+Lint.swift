extension DiagnosticCode {
    /// True for the codes of the project config and of suppression comments (`E05xx`, `W05xx`):
    /// the LintConfig module reports them, not the spec compiler.
    public var isLint: Bool { rawValue.dropFirst().hasPrefix("05") }

    /// True for the codes about `.carousel-lint.toml` itself (`E05xx`): their examples are
    /// config files, not specs.
    public var isLintConfig: Bool { isLint && severity == .error }
}

extension DiagnosticCatalog {
    /// The first line of every config example, so docs/diagnostics.md says which file it is.
    static let configHeader = "# .carousel-lint.toml\n"

    static let lintUnknownKeyEntry = entry(
        DiagnosticCode.lintUnknownKey, "unknown key in .carousel-lint.toml",
        """
        `.carousel-lint.toml` has two keys at the top: the `[severity]` table and the \
        `[[overrides]]` array; an override has `paths` and its own `[overrides.severity]`. \
        Any other key is refused, with a did-you-mean when the spelling is close, so a typo \
        cannot silently turn a setting off. The config file is checked whenever a spec it \
        governs is checked; its errors fail the run like a spec's.
        """,
        wrong: configHeader + "[severities]\nW0404 = \"allow\"\n",
        right: configHeader + "[severity]\nW0404 = \"allow\"\n")

    static let lintWrongTypeEntry = entry(
        DiagnosticCode.lintWrongType, "wrong type in .carousel-lint.toml",
        """
        `[severity]` is a table of strings, `[[overrides]]` an array of tables, `paths` an \
        array of strings. A value of another TOML type is refused and ignored; the rest of the \
        file still applies.
        """,
        wrong: configHeader + "[[overrides]]\npaths = \"Configs/legacy/**\"\n[overrides.severity]\nW0402 = \"allow\"\n",
        right: configHeader
            + "[[overrides]]\npaths = [\"Configs/legacy/**\"]\n[overrides.severity]\nW0402 = \"allow\"\n")

    static let lintUnknownCodeEntry = entry(
        DiagnosticCode.lintUnknownCode, "unknown diagnostic code in .carousel-lint.toml",
        """
        The keys of a severity table are diagnostic codes as docs/diagnostics.md lists them \
        (`W0404`, upper case). A code that does not exist is refused with the closest codes, so \
        a typo does not leave a warning on that you meant to turn off.
        """,
        wrong: configHeader + "[severity]\nW0044 = \"allow\"\n",
        right: configHeader + "[severity]\nW0404 = \"allow\"\n")

    static let lintUnknownLevelEntry = entry(
        DiagnosticCode.lintUnknownLevel, "unknown level in .carousel-lint.toml",
        """
        Each code takes one of three levels: `"allow"` drops the warning, `"warn"` keeps it a \
        warning (useful in an override, to undo the file-wide setting), `"deny"` makes it an \
        error that fails the run.
        """,
        wrong: configHeader + "[severity]\nW0404 = \"error\"\n",
        right: configHeader + "[severity]\nW0404 = \"deny\"\n")

    static let lintErrorLoweredEntry = entry(
        DiagnosticCode.lintErrorLowered, "an error cannot be allowed",
        """
        Errors (`E` codes) mean the spec cannot be used as written: `carousel demo` refuses it. \
        The config can raise warnings to errors and drop warnings, but it cannot lower an error \
        to a warning or drop it; `"deny"` is accepted for an error code and changes nothing. Fix \
        the spec instead, or exclude the file from the check.
        """,
        wrong: configHeader + "[severity]\nE0201 = \"allow\"\n",
        right: configHeader + "[severity]\nW0402 = \"allow\"\n")

    static let lintBadPatternEntry = entry(
        DiagnosticCode.lintBadPattern, "invalid path pattern",
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

    static let lintMissingPathsEntry = entry(
        DiagnosticCode.lintMissingPaths, "override without paths",
        """
        An `[[overrides]]` entry applies its severity table to the files its `paths` match; \
        without `paths` (or with an empty list) it would match nothing, which is never what \
        was meant. Use the top-level `[severity]` table for settings that apply to every file.
        """,
        wrong: configHeader + "[[overrides]]\n[overrides.severity]\nW0402 = \"allow\"\n",
        right: configHeader
            + "[[overrides]]\npaths = [\"Configs/legacy/**\"]\n[overrides.severity]\nW0402 = \"allow\"\n")

    /// The spec of the suppression examples: `duration` has no effect on a spring (W0402).
    static func suppressionSpec(animation: String, comment: String?) -> String {
        spec(
            "[carousel.snap]\nanimation = \"\(animation)\"\n" + (comment.map { $0 + "\n" } ?? "")
                + "duration = \"300ms\"\n")
    }

    static let unusedSuppressionEntry = entry(
        DiagnosticCode.unusedSuppression, "unused suppression",
        """
        A `# carousel: allow CODE` comment suppresses that code on the next line (or, written \
        after a value, on its own line). When nothing there has the code, the comment is stale: \
        the problem was fixed, or the comment sits on the wrong line. It is reported so that \
        suppressions do not pile up and hide the next real problem; the fix removes the comment \
        (or the one code, when the comment names several).
        """,
        wrong: suppressionSpec(animation: "ease-out", comment: "# carousel: allow W0402"),
        right: suppressionSpec(animation: "ease-out", comment: nil))

    static let unknownSuppressedCodeEntry = entry(
        DiagnosticCode.unknownSuppressedCode, "unknown code in a suppression",
        """
        The codes after `# carousel: allow` are diagnostic codes as docs/diagnostics.md lists \
        them. A code that does not exist suppresses nothing; the closest codes are suggested.
        """,
        wrong: suppressionSpec(animation: "spring", comment: "# carousel: allow W0042"),
        right: suppressionSpec(animation: "spring", comment: "# carousel: allow W0402"))

    static let malformedSuppressionEntry = entry(
        DiagnosticCode.malformedSuppression, "malformed suppression comment",
        """
        A comment that starts with `carousel:` is an instruction to `carousel check`; the only \
        one is `allow` followed by one or more codes separated by commas: \
        `# carousel: allow W0402, W0404`. Anything else is reported instead of ignored, so a \
        misspelt suppression does not look as if it worked.
        """,
        wrong: suppressionSpec(animation: "spring", comment: "# carousel: alow W0402"),
        right: suppressionSpec(animation: "spring", comment: "# carousel: allow W0402"))

    static let errorSuppressedEntry = entry(
        DiagnosticCode.errorSuppressed, "an error cannot be suppressed",
        """
        Only warnings can be suppressed by a comment. An error means the spec cannot be used as \
        written, so it is still reported; fix the spec instead.
        """,
        wrong: spec("# carousel: allow E0201\nspaceing = 16\n"),
        right: spec("spacing = 16\n"))
}
