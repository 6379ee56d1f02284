extension FmtCommand {
    static let check = Option.flag(
        "--check",
        help: [
            "change nothing; print a unified diff of what would",
            "change and exit 1 if any file would change",
        ])
    static let diff = Option.flag(
        "--diff", help: ["change nothing; print a unified diff of what would", "change (exit 0)"])

    static let spec = CommandSpec(
        name: "fmt", summary: "Format spec files (one layout; comments and key order kept)",
        arguments: ["[PATH ... | -]"], maxPositionals: nil,
        about: """
            Rewrites spec files in one canonical layout: one space around `=`, canonical spacing
            in inline tables and arrays, one blank line before each table header, LF line breaks,
            one trailing newline, and no quotes on keys that do not need them. Every comment, the
            order of keys and the meaning of every value are kept (docs/fmt.md has the rules).
            A file is rewritten in place, atomically, and only when it changes. A folder is
            searched recursively for *.carousel.toml files; with no PATH, the Configs/ folder of
            the current directory is formatted. `-` reads standard input and writes the result to
            standard output. A file that is not valid TOML is never changed.
            """,
        options: [check.spec, diff.spec],
        sections: """
            exit codes:
              0  every file is formatted (or was rewritten)
              1  --check: at least one file would change
              2  bad usage, or a file that cannot be read or is not valid TOML
                 (its diagnostics are printed on stderr)

            examples:
              carousel fmt
              carousel fmt --check Configs/
              carousel fmt --diff Configs/showcase.carousel.toml
              carousel fmt - < spec.carousel.toml > formatted.toml
            """)
}
