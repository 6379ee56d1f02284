/// `carousel toml-decode` (not implemented yet).
enum TOMLDecodeCommand: CLICommand {
    static let name = "toml-decode"
    static let summary = "Decode TOML to toml-test tagged JSON"
    static let help = "usage: carousel toml-decode (not implemented yet)"

    static func run(_ arguments: [String]) -> Int32 {
        Terminal.error("carousel toml-decode: not implemented yet")
        return 2
    }
}
