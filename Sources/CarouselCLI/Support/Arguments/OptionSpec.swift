/// One option a command accepts, declared once: its spellings, its value's kind and range, its
/// default and its help. The parser, the usage errors and the help text all come from this.
struct OptionSpec: Sendable {
    /// Every spelling, canonical first: `["--output", "-o"]`.
    let names: [String]
    /// The placeholder of the value in help text (`FORMAT`), or `nil` for a flag.
    let valueName: String?
    /// What the value is (unused for flags).
    let kind: ValueKind
    /// The default as help shows it (`60`, `the number of processors`), or nil.
    let defaultText: String?
    /// The help text, one line per entry, without the default or the range.
    let help: [String]
    /// Whether the command cannot run without it (the usage line shows it without brackets).
    var required = false
    /// Whether the value is optional: `--focus` alone is a flag, `--focus=ID` gives the value
    /// (only after `=`, so a following word stays a positional).
    var optionalValue = false

    /// A flag such as `--strict`.
    static func flag(_ names: String..., help: [String] = []) -> OptionSpec {
        OptionSpec(names: names, valueName: nil, kind: .text, defaultText: nil, help: help)
    }

    /// An option with a value such as `--format FORMAT`.
    static func value(
        _ names: String..., placeholder: String, kind: ValueKind = .text, default defaultText: String? = nil,
        required: Bool = false, help: [String] = []
    ) -> OptionSpec {
        OptionSpec(
            names: names, valueName: placeholder, kind: kind, defaultText: defaultText, help: help, required: required)
    }

    /// An option whose value is optional and given after `=`: `--focus` or `--focus=ID`.
    static func optionalValue(_ names: String..., placeholder: String, help: [String] = []) -> OptionSpec {
        var option = OptionSpec(names: names, valueName: placeholder, kind: .text, defaultText: nil, help: help)
        option.optionalValue = true
        return option
    }

    /// The canonical spelling, under which ``ParsedArguments`` records the option.
    var canonical: String { names[0] }

    /// `-o, --output OUT.json`: short spellings first, then long ones, then the placeholder.
    var label: String {
        let ordered = names.filter { !$0.hasPrefix("--") } + names.filter { $0.hasPrefix("--") }
        return ordered.joined(separator: ", ") + (valueName.map { optionalValue ? "[=\($0)]" : " " + $0 } ?? "")
    }

    /// `[--format FORMAT]` for the usage line (`-o PATH`, without brackets, when required).
    var usage: String {
        let shortest = names.min { $0.count < $1.count } ?? canonical
        let spelled =
            (required ? shortest : canonical) + (valueName.map { optionalValue ? "[=\($0)]" : " " + $0 } ?? "")
        return required ? spelled : "[" + spelled + "]"
    }

    /// The help lines with the range and default appended: `(1 to 1000; default: 60)`.
    var helpLines: [String] {
        var notes: [String] = []
        if valueName != nil, let range = kind.rangeText { notes.append(range) }
        if let defaultText { notes.append("default: " + defaultText) }
        guard !notes.isEmpty else { return help }
        let suffix = "(" + notes.joined(separator: "; ") + ")"
        guard let last = help.last else { return [suffix] }
        if last.count + 1 + suffix.count <= 58 { return help.dropLast() + [last + " " + suffix] }
        return help + [suffix]
    }
}

/// A problem that stops a command before it reads its input. Exit code 2.
struct CommandError: Error, Sendable {
    /// Bad command line (print the usage too), an I/O problem, or an unknown name (the message is enough).
    enum Kind: Sendable { case usage, io, unknownName }

    let kind: Kind
    /// One line, lower case start, saying what is wrong and how to fix it.
    let message: String

    /// A usage problem.
    static func usage(_ message: String) -> CommandError { CommandError(kind: .usage, message: message) }

    /// A name (a diagnostic code, a command) that does not exist.
    static func unknownName(_ message: String) -> CommandError { CommandError(kind: .unknownName, message: message) }

    /// An I/O problem.
    static func io(_ message: String) -> CommandError { CommandError(kind: .io, message: message) }
}
