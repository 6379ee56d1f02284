/// One option a command accepts: its spellings and whether it takes a value.
struct OptionSpec: Sendable {
    /// Every spelling, canonical first: `["--output", "-o"]`.
    let names: [String]
    /// The placeholder of the value in help text (`FORMAT`), or `nil` for a flag.
    let valueName: String?

    /// A flag such as `--strict`.
    static func flag(_ names: String...) -> OptionSpec {
        OptionSpec(names: names, valueName: nil)
    }

    /// An option with a value such as `--format FORMAT`.
    static func value(_ names: String..., placeholder: String) -> OptionSpec {
        OptionSpec(names: names, valueName: placeholder)
    }

    /// The canonical spelling, used as the key in ``ParsedArguments``.
    var canonical: String { names[0] }
}

/// The result of parsing: positional arguments and the options seen, by canonical name.
struct ParsedArguments: Sendable {
    /// Arguments that are not options, in order.
    var positionals: [String] = []
    /// Values of options with values; the last occurrence wins.
    var values: [String: String] = [:]
    /// Flags that were given.
    var flags: Set<String> = []

    /// The value of the option whose canonical name is `name`.
    func value(_ name: String) -> String? { values[name] }

    /// Whether the flag whose canonical name is `name` was given.
    func has(_ name: String) -> Bool { flags.contains(name) }
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
