/// `carousel simulate` (not implemented yet).
enum SimulateCommand: CLICommand {
    static let name = "simulate"
    static let summary = "Run the engine headless and print JSON lines"
    static let help = "usage: carousel simulate (not implemented yet)"

    static func run(_ arguments: [String]) -> Int32 {
        Terminal.error("carousel simulate: not implemented yet")
        return 2
    }
}
