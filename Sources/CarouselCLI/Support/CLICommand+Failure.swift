extension CLICommand {
    /// The first usage form: `usage: carousel NAME ...` (wrapped lines).
    static var usageLine: String {
        String(spec.usage.split(separator: "\n").prefix { !$0.hasPrefix("       carousel ") }.joined(separator: "\n"))
    }

    /// Prints `carousel NAME: message` on standard error (plus the usage line for usage problems); returns 2.
    static func fail(_ error: CommandError) -> Int32 {
        Terminal.error("carousel \(name): \(error.message)")
        if error.kind == .usage {
            Terminal.error(usageLine + "\n(run 'carousel help \(name)' for every option)")
        }
        return 2
    }
}
