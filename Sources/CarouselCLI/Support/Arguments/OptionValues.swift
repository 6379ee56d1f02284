import SourceDiagnostics

/// Reading the values of common options, with a clear usage error for a bad value.
extension ParsedArguments {
    /// `--format human|json|github|sarif` (default human).
    func format() throws(CommandError) -> DiagnosticFormat {
        guard let text = value("--format") else { return .human }
        guard let format = DiagnosticFormat(rawValue: text) else {
            throw .usage("invalid value '\(text)' for --format; expected human, json, github or sarif")
        }
        return format
    }

    /// `--color auto|always|never` (default auto): auto means the descriptor is a terminal and `NO_COLOR` is unset.
    func color(for descriptor: Int32) throws(CommandError) -> Bool {
        switch value("--color") ?? "auto" {
        case "always": return true
        case "never": return false
        case "auto": return Terminal.wantsColor(descriptor)
        case let other: throw .usage("invalid value '\(other)' for --color; expected auto, always or never")
        }
    }

    /// Fails when there are more positionals than `count`.
    func requireAtMost(_ count: Int) throws(CommandError) {
        if positionals.count > count {
            throw .usage("unexpected argument '\(positionals[count])'")
        }
    }
}
