/// `carousel explain` (not implemented yet).
enum ExplainCommand: CLICommand {
    static let name = "explain"
    static let summary = "Explain a diagnostic code"
    static let help = "usage: carousel explain (not implemented yet)"

    static func run(_ arguments: [String]) -> Int32 {
        Terminal.error("carousel explain: not implemented yet")
        return 2
    }
}
