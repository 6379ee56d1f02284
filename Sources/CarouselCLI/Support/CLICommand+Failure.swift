extension CLICommand {
    /// The first line of the help text: `usage: carousel NAME ...`.
    static var usageLine: String {
        String(help.prefix { $0 != "\n" })
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
