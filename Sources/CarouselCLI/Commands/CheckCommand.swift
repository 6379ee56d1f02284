/// `carousel check` (not implemented yet).
enum CheckCommand: CLICommand {
    static let name = "check"
    static let summary = "Validate spec files"
    static let help = "usage: carousel check (not implemented yet)"

    static func run(_ arguments: [String]) -> Int32 {
        Terminal.error("carousel check: not implemented yet")
        return 2
    }
}
