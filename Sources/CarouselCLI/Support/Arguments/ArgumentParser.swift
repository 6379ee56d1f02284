import SourceDiagnostics

/// A small command-line parser: `--name VALUE`, `--name=VALUE`, `-o VALUE`, `-oVALUE`, flags,
/// positionals, and `--` to end the options. Each value is checked against its option's declared
/// kind, so usage errors come from the declaration.
struct ArgumentParser: Sendable {
    /// The options the command accepts (`--help` is handled before parsing).
    let options: [OptionSpec]
    /// How many positional arguments the command takes at most (nil: any number).
    var maxPositionals: Int? = nil

    /// Parses `arguments` (the words after the command name).
    func parse(_ arguments: [String]) throws(CommandError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inline) = split(argument)
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                throw unknown(name)
            }
            guard let placeholder = option.valueName else {
                if inline != nil { throw .usage("option '\(name)' takes no value") }
                result.recordAlone(option.canonical)
                continue
            }
            if option.optionalValue, inline == nil {
                result.recordAlone(option.canonical)
                continue
            }
            let text: String
            if let inline {
                text = inline
            } else if index < arguments.count {
                text = arguments[index]
                index += 1
            } else {
                throw .usage("option '\(name)' needs a value (\(placeholder))")
            }
            result.record(try option.kind.value(of: text, for: option.canonical), for: option.canonical)
        }
        if let maxPositionals, result.positionals.count > maxPositionals {
            throw .usage("unexpected argument '\(result.positionals[maxPositionals])'")
        }
        return result
    }

    /// `--format=json` -> ("--format", "json"); `-ofile` -> ("-o", "file") when `-o` takes a value.
    private func split(_ argument: String) -> (String, String?) {
        if argument.hasPrefix("--") {
            guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        let short = String(argument.prefix(2))
        if argument.count > 2, options.contains(where: { $0.valueName != nil && $0.names.contains(short) }) {
            let rest = argument.dropFirst(2)
            return (short, String(rest.hasPrefix("=") ? rest.dropFirst() : rest))
        }
        return (argument, nil)
    }

    private func unknown(_ name: String) -> CommandError {
        let known = options.flatMap(\.names) + ["--help"]
        let hint = Suggestions.didYouMean(Suggestions.closest(to: name, in: known)).map { "; \($0)" } ?? ""
        return .usage("unknown option '\(name)'\(hint)")
    }
}
