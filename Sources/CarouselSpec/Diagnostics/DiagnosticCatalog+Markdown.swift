extension DiagnosticCatalog {
    /// docs/diagnostics.md: every code with its title, explanation and both examples.
    public static func markdownReference() -> String {
        var text = """
            # Diagnostics

            Every problem `carousel check` reports has a stable code. `E01xx` codes come from the TOML \
            parser, `E02xx` from the structure of the spec, `E03xx` from values, and `W04xx` are warnings \
            (the spec still compiles; `--strict` makes them fail the check). `carousel explain CODE` prints \
            the same text as this page. This page is generated from the compiler's catalog \
            (`DiagnosticCatalog`); a test keeps the two identical.

            Where the help names the exact text to write (a did-you-mean, a quoted number, a key to \
            remove), `carousel check --format json` and `--format sarif` also give it as a fix: the \
            edits that resolve the diagnostic (see the `fixes` key in docs/cli.md).

            | code | severity | title |
            |---|---|---|

            """
        for entry in all {
            text += "| [\(entry.code)](#\(entry.code.lowercased())) | \(entry.severity.rawValue) | \(entry.title) |\n"
        }
        for entry in all {
            text += "\n## \(entry.code)\n\n**\(entry.severity.rawValue): \(entry.title)**\n\n\(entry.explanation)\n\n"
            text += "Wrong:\n\n```toml wrong\n\(entry.wrongExample.trimmingTrailingNewlines)\n```\n\n"
            text += "Right:\n\n```toml\n\(entry.rightExample.trimmingTrailingNewlines)\n```\n"
        }
        return text
    }

    /// The text `carousel explain CODE` prints.
    public static func explanationText(_ entry: DiagnosticExplanation) -> String {
        """
        \(entry.code) (\(entry.severity.rawValue)): \(entry.title)

        \(entry.explanation)

        Wrong:

        \(entry.wrongExample.trimmingTrailingNewlines.indented)

        Right:

        \(entry.rightExample.trimmingTrailingNewlines.indented)

        """
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var copy = self
        while copy.hasSuffix("\n") { copy.removeLast() }
        return copy
    }

    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
