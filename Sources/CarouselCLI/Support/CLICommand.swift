/// One `carousel` subcommand. Each lives in its own file under Commands/.
protocol CLICommand {
    /// The word after `carousel`.
    static var name: String { get }
    /// One line for `carousel help`.
    static var summary: String { get }
    /// The full text of `carousel help NAME` / `NAME --help`: usage line, every flag, examples.
    static var help: String { get }
    /// Runs with the arguments after the command name; returns the exit code (0 ok, 1 input errors, 2 usage/IO).
    static func run(_ arguments: [String]) -> Int32
}
