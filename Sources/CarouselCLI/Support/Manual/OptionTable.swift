/// The option tables of docs/cli.md and docs/demo.md, generated from the commands' declarations
/// (``CommandRegistry``, ``CommandSpec``, ``OptionSpec``) like the help, the man page and the
/// shell completions, so the four cannot disagree.
///
/// A table sits between two markers in the Markdown file:
///
///     <!-- options of carousel render --animate --duration (generated: make docs-options) -->
///     | option | meaning |
///     ...
///     <!-- end of generated options -->
///
/// The first names the command and, optionally, which of its options to list (in that order);
/// without names every option is listed in help order. `OptionTableDocsTests` fails when a table
/// drifts from the declarations; `make docs-options` rewrites them.
enum OptionTable {
    /// The start of an opening marker; the command name and option names follow.
    static let openingPrefix = "<!-- options of carousel "
    /// The end of an opening marker.
    static let openingSuffix = " (generated: make docs-options) -->"
    /// The closing marker.
    static let closing = "<!-- end of generated options -->"

    /// Why a document's markers cannot be filled in.
    struct MarkerError: Error, Equatable {
        /// One line naming the marker and what is wrong with it.
        let message: String
    }

    /// `document` with the table after every opening marker generated afresh.
    static func rewrite(
        _ document: String, commands: [CommandSpec] = CommandRegistry.all.map { $0.spec }
    ) throws(MarkerError) -> String {
        var output: [Substring] = []
        var lines = document.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            output.append(line)
            guard line.hasPrefix(openingPrefix), line.hasSuffix(openingSuffix) else { continue }
            let words = line.dropFirst(openingPrefix.count).dropLast(openingSuffix.count).split(separator: " ")
            guard let name = words.first, let command = commands.first(where: { $0.name == name }) else {
                throw MarkerError(message: "\(line): no such command")
            }
            guard let end = lines.firstIndex(where: { $0 == closing }) else {
                throw MarkerError(message: "\(line): no \(closing) after it")
            }
            lines = lines[end...]
            let table = try markdown(command, only: words.dropFirst().map(String.init))
            output += table.split(separator: "\n").map { $0 }
        }
        return output.joined(separator: "\n")
    }

    /// The Markdown table of `command`'s options named in `only` (in that order), or of all of
    /// them when `only` is empty.
    static func markdown(_ command: CommandSpec, only: [String] = []) throws(MarkerError) -> String {
        var options = command.options
        if !only.isEmpty {
            options = []
            for name in only {
                guard let option = command.options.first(where: { $0.names.contains(name) }) else {
                    throw MarkerError(message: "carousel \(command.name) has no option \(name)")
                }
                options.append(option)
            }
        }
        var lines = ["| option | meaning |", "|---|---|"]
        for option in options {
            lines.append("| `" + escaped(option.label) + "` | " + meaning(option.helpLines) + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// Help lines as one cell: wrapped prose joined with spaces; a list (some lines indented, as
    /// in `--format`'s, whose entries go on with indented lines) keeps one entry a line (`<br>`).
    static func meaning(_ lines: [String]) -> String {
        let isList = lines.contains { $0.first == " " }
        var text = ""
        for (index, line) in lines.enumerated() {
            let trimmed = prose(String(line.drop { $0 == " " }))
            if index == 0 {
                text = String(trimmed)
            } else {
                text += (isList && line.first != " " ? "<br>" : " ") + trimmed
            }
        }
        return text
    }

    /// Help text for a cell: `|` as `\|` (it would end the cell) and, outside `code`, `<` and `>`
    /// as `&lt;` and `&gt;` (`<stdin>` would be read as an HTML tag).
    static func prose(_ text: String) -> String {
        var output = ""
        var inCode = false
        for character in escaped(text) {
            if character == "`" { inCode.toggle() }
            switch character {
            case "<" where !inCode: output += "&lt;"
            case ">" where !inCode: output += "&gt;"
            default: output.append(character)
            }
        }
        return output
    }

    /// `|` written as `\|`, so it does not end the cell.
    static func escaped(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
