/// `carousel compile` (not implemented yet).
enum CompileCommand: CLICommand {
    static let name = "compile"
    static let summary = "Print the resolved configuration as JSON"
    static let help = "usage: carousel compile (not implemented yet)"

    static func run(_ arguments: [String]) -> Int32 {
        Terminal.error("carousel compile: not implemented yet")
        return 2
    }
}
