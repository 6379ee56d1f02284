/// One `carousel` subcommand. Each lives in its own file under Commands/.
protocol CLICommand {
    /// The declaration: name, arguments, options and help sections.
    static var spec: CommandSpec { get }
    /// Runs with the arguments after the command name; returns the exit code (0 ok, 1 input errors, 2 usage/IO).
    static func run(_ arguments: [String]) -> Int32
}

extension CLICommand {
    /// The word after `carousel`.
    static var name: String { spec.name }
    /// One line for `carousel help`.
    static var summary: String { spec.summary }
    /// The full text of `carousel help NAME` / `NAME --help`, generated from ``spec``.
    static var help: String { spec.help }
    /// Parses `arguments` against the declared options (values checked by kind).
    static func parse(_ arguments: [String]) throws(CommandError) -> ParsedArguments {
        try spec.parser.parse(arguments)
    }
}
