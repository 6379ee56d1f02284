import SourceDiagnostics

extension DiagnosticCatalog {
    /// docs/diagnostics.md: every code with its title, explanation and both examples.
    public static func markdownReference() -> String {
        var text = """
            # Diagnostics

            Every problem `carousel check` reports has a stable code. `E01xx` codes come from the TOML \
            parser, `E02xx` from the structure of the spec, `E03xx` from values, and `W04xx` are warnings \
            (the spec still compiles; `--strict` makes them fail the check). `E05xx` are errors in the \
            project config `.carousel-lint.toml` and `W05xx` warnings about `# carousel: allow` comments \
            (docs/ci.md). `carousel explain CODE` prints \
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
            text += "Wrong:\n\n```toml wrong\n\(visible(entry.wrongExample.trimmingTrailingNewlines))\n```\n\n"
            for note in invisibleNotes(entry.wrongExample) { text += note + "\n\n" }
            text += "Right:\n\n```toml\n\(visible(entry.rightExample.trimmingTrailingNewlines))\n```\n"
            for note in invisibleNotes(entry.rightExample) { text += "\n" + note + "\n" }
        }
        return text
    }

    /// The text `carousel explain CODE` prints.
    /// Invisible characters in the examples are shown as `<U+0007>` with a line naming them.
    public static func explanationText(_ entry: DiagnosticExplanation) -> String {
        let wrongNotes = invisibleNotes(entry.wrongExample).map { "\n" + $0 + "\n" }.joined()
        let rightNotes = invisibleNotes(entry.rightExample).map { "\n" + $0 + "\n" }.joined()
        return """
            \(entry.code) (\(entry.severity.rawValue)): \(entry.title)

            \(entry.explanation)

            Wrong:

            \(visible(entry.wrongExample.trimmingTrailingNewlines).indented)
            \(wrongNotes)
            Right:

            \(visible(entry.rightExample.trimmingTrailingNewlines).indented)
            \(rightNotes)
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
