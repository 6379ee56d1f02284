/// The shell completion scripts of `carousel completions`, generated from the commands'
/// declarations (``CommandRegistry``, ``CommandSpec``, ``OptionSpec``): a new command or option
/// completes without touching this code.
enum ShellCompletions {
    /// The shells a script is generated for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// The script for `shell`.
    static func script(for shell: Shell, commands: [CommandSpec] = CommandRegistry.all.map { $0.spec }) -> String {
        switch shell {
        case .bash: return bash(commands)
        case .zsh: return zsh(commands)
        case .fish: return fish(commands)
        }
    }

    /// The words the top level completes: every command, `help`, `--help` and `--version`.
    static func topLevelWords(_ commands: [CommandSpec]) -> [String] {
        commands.map(\.name) + ["help", "--help", "--version"]
    }

    /// What completes after an option that takes a value.
    enum ValueCompletion: Equatable {
        /// One of these words.
        case words([String])
        /// A file name (paths, outputs, ids: the shell's default).
        case files
        /// Nothing to offer (a number, a size, a duration).
        case none
    }

    /// The value completion of `option`.
    static func valueCompletion(_ option: OptionSpec) -> ValueCompletion {
        switch option.kind {
        case .choice(let words): return .words(words)
        case .text: return .files
        case .integer, .number, .duration, .size: return .none
        }
    }

    /// The option's short description: its help up to the first `;` or sentence end, at most
    /// 80 characters (cut at a word).
    static func description(_ option: OptionSpec) -> String {
        let words = option.help.joined(separator: " ").split(separator: " ")
        var text = ""
        for word in words {
            if text.count + 1 + word.count > 80 { return text + " ..." }
            text += (text.isEmpty ? "" : " ") + word
            if word.hasSuffix(";") || word.hasSuffix(".") { return String(text.dropLast()) }
        }
        return text
    }
}
