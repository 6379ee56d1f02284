/// `carousel schema` (not implemented yet).
enum SchemaCommand: CLICommand {
    static let name = "schema"
    static let summary = "Print the JSON Schema for spec files"
    static let help = "usage: carousel schema (not implemented yet)"

    static func run(_ arguments: [String]) -> Int32 {
        Terminal.error("carousel schema: not implemented yet")
        return 2
    }
}
