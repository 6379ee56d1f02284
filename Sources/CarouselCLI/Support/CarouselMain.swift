import SourceDiagnostics

/// Dispatches to a subcommand; prints usage for `help`, `--help` and unknown commands.
enum CarouselMain {
    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            // No command is a usage error: the overview goes to standard error.
            Terminal.notice(overview)
            return 2
        }
        if first == "--version" {
            Terminal.write(CarouselVersion.line + "\n")
            return 0
        }
        if first == "help" || first == "--help" || first == "-h" {
            if arguments.count > 1, let command = CommandRegistry.command(named: arguments[1]) {
                Terminal.write(command.spec.help(width: Terminal.helpWidth) + "\n")
                return 0
            }
            if arguments.count > 1, !["help", "--help", "-h"].contains(arguments[1]) {
                Terminal.error(unknownCommand(arguments[1]))
                return 2
            }
            Terminal.write(overview)
            return 0
        }
        guard let command = CommandRegistry.command(named: first) else {
            Terminal.error(unknownCommand(first))
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            Terminal.write(command.spec.help(width: Terminal.helpWidth) + "\n")
            return 0
        }
        return command.run(rest)
    }

    /// `carousel: unknown command 'chekc' (did you mean `check`?); run 'carousel help' for the list`.
    static func unknownCommand(_ name: String) -> String {
        let names = CommandRegistry.all.map { $0.name } + ["help"]
        let hint = Suggestions.didYouMean(Suggestions.closest(to: name, in: names)).map { " (\($0))" } ?? ""
        return "carousel: unknown command '\(name)'\(hint); run 'carousel help' for the list"
    }

    static var overview: String {
        var text = "usage: carousel COMMAND [ARGS...]\n\ncommands:\n"
        for command in CommandRegistry.all {
            text += "  " + command.name.padding(13) + command.summary + "\n"
        }
        text += "  help         Show help for a command: carousel help COMMAND\n"
        text += "\ncarousel --version prints the version and the commit it was built from.\n"
        return text
    }
}

extension String {
    /// Pads with spaces on the right to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
