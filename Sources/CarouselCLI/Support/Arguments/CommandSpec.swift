/// A command declared once: its name, arguments, options (with kinds, defaults and help) and the
/// text around them. The parser, the usage line and `carousel help NAME` are generated from it.
struct CommandSpec: Sendable {
    /// The word after `carousel`.
    let name: String
    /// One line for `carousel help`.
    let summary: String
    /// The positional arguments as the usage line shows them: `SPEC`, `[PATH ...]`.
    let arguments: [String]
    /// How many positional arguments the command takes at most (nil: any number).
    let maxPositionals: Int?
    /// Further usage forms, each without `usage: `.
    var otherUsages: [String] = []
    /// The words a positional argument is one of (`bash`, `zsh`, `fish`), for shell completions;
    /// empty when the arguments are paths.
    var positionalChoices: [String] = []
    /// What the command does, one paragraph or more (already wrapped).
    let about: String
    /// Every option, in help order.
    let options: [OptionSpec]
    /// The sections after the options (exit codes, keys, examples), already wrapped.
    let sections: String

    /// The parser for these options and arguments.
    var parser: ArgumentParser { ArgumentParser(options: options, maxPositionals: maxPositionals) }

    /// The usage lines, wrapped at 100 columns: `usage: carousel NAME ARGS [--option VALUE] ...`.
    var usage: String { usage(width: 100) }

    /// The usage lines wrapped at `width` columns.
    func usage(width: Int) -> String {
        let first = Self.wrap(
            "usage: carousel \(name)", words: arguments + options.map(\.usage), width: width)
        let others = otherUsages.map { "       carousel \(name) " + $0 }
        return ([first] + others).joined(separator: "\n")
    }

    /// The whole help text laid out for ``HelpText/defaultWidth`` columns (a pipe, a file).
    var help: String { help(width: HelpText.defaultWidth) }

    /// The whole help text: usage, description, options (`-h, --help` last), then the sections.
    /// On a terminal narrower than ``HelpText/defaultWidth`` the usage, the description and each
    /// option's help are fitted to its `width` (``HelpText``); otherwise they read as declared.
    /// An option's help lines line up in one column; a label too wide for it goes on its own line.
    func help(width: Int) -> String {
        let narrow = width < HelpText.defaultWidth
        var text =
            usage(width: narrow ? width : 100) + "\n\n" + (narrow ? HelpText.fit(block: about, width: width) : about)
        text += "\n\noptions:\n"
        let rows = options.map { ($0.label, $0.helpLines) } + [("-h, --help", ["show this help"])]
        let column = min(26, (rows.map(\.0.count).max() ?? 0) + 4)
        for (label, declared) in rows {
            let lines = narrow ? HelpText.fit(declared, width: width - column) : declared
            let padding = max(2, column - 2 - label.count)
            var line = "  " + label + String(repeating: " ", count: padding)
            if label.count + 4 > column, !lines.isEmpty {
                text += line.dropLast(padding) + "\n"
                line = String(repeating: " ", count: column)
            }
            for (index, help) in lines.enumerated() {
                text += (index == 0 ? line : String(repeating: " ", count: column)) + help + "\n"
            }
            if lines.isEmpty { text += line + "\n" }
        }
        return text + "\n" + sections
    }

    /// `head word word ...` broken before 100 columns, continuation lines aligned after `head`.
    static func wrap(_ head: String, words: [String], width: Int) -> String {
        var lines: [String] = []
        var line = head
        let indent = String(repeating: " ", count: head.count + 1)
        for word in words {
            if line.count + 1 + word.count > width, line != head, line != indent {
                lines.append(line)
                line = indent + word
            } else {
                line += (line == indent ? "" : " ") + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
