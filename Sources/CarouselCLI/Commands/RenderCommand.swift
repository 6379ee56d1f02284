/// `carousel render` (not implemented yet).
enum RenderCommand: CLICommand {
    static let name = "render"
    static let summary = "Draw frames to PNG without a display"
    static let help = "usage: carousel render (not implemented yet)"

    static func run(_ arguments: [String]) -> Int32 {
        Terminal.error("carousel render: not implemented yet")
        return 2
    }
}
