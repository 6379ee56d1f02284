/// `carousel demo` (not implemented yet).
enum DemoCommand: CLICommand {
    static let name = "demo"
    static let summary = "Open the carousels in a window"
    static let help = "usage: carousel demo (not implemented yet)"

    static func run(_ arguments: [String]) -> Int32 {
        Terminal.error("carousel demo: not implemented yet")
        return 2
    }
}
