/// `carousel completions bash|zsh|fish`: prints a shell completion script.
enum CompletionsCommand: CLICommand {
    static func run(_ arguments: [String]) -> Int32 {
        do throws(CommandError) {
            let parsed = try parse(arguments)
            guard let name = parsed.positionals.first else {
                throw .usage(
                    "name the shell: " + ShellCompletions.Shell.allCases.map(\.rawValue).joined(separator: ", "))
            }
            guard let shell = ShellCompletions.Shell(rawValue: name) else {
                let names = ShellCompletions.Shell.allCases.map(\.rawValue)
                throw .usage("unknown shell '\(name)'; expected \(ValueKind.list(names))")
            }
            Terminal.write(ShellCompletions.script(for: shell))
            return 0
        } catch {
            return fail(error)
        }
    }

    static let spec = CommandSpec(
        name: "completions", summary: "Print the shell completion script for bash, zsh or fish",
        arguments: ["SHELL"], maxPositionals: 1, positionalChoices: ShellCompletions.Shell.allCases.map(\.rawValue),
        about: """
            Prints a script that completes carousel's commands, their options and the values of
            options with a fixed set of words (such as --format), generated from the same
            declarations as the help. `make install` installs all three.
            """,
        options: [],
        sections: """
            exit codes:
              0  printed
              2  no shell, or one other than bash, zsh and fish

            examples:
              source <(carousel completions bash)                # in ~/.bashrc
              carousel completions zsh > ~/.zfunc/_carousel      # a folder of $fpath
              carousel completions fish > ~/.config/fish/completions/carousel.fish
            """)
}
