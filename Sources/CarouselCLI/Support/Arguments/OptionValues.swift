import SourceDiagnostics

/// Options several commands share, declared once.
extension OptionSpec {
    /// `--format FORMAT`: how diagnostics are printed.
    static func format(help: [String]) -> OptionSpec {
        .value("--format", placeholder: "FORMAT", kind: .choice(DiagnosticFormat.allCases.map(\.rawValue)), help: help)
    }

    /// `--color WHEN`: auto, always or never.
    static func color(help: [String]) -> OptionSpec {
        .value("--color", placeholder: "WHEN", kind: .choice(["auto", "always", "never"]), default: "auto", help: help)
    }

    /// `--strict` / `--deny-warnings`: warnings fail the run.
    static func strict(help: [String]) -> OptionSpec {
        .flag("--strict", "--deny-warnings", help: help)
    }

    /// `--size WxH`: the window size in points.
    static let windowSize = OptionSpec.value(
        "--size", placeholder: "WxH", kind: .size, default: "the spec's [window] size",
        help: ["window size in points"])
}

/// Reading the values of common options.
extension ParsedArguments {
    /// `--format human|json|github|sarif|junit|gitlab` (default human).
    func format() -> DiagnosticFormat {
        value("--format").flatMap(DiagnosticFormat.init(rawValue:)) ?? .human
    }

    /// `--color auto|always|never` (default auto): auto means the descriptor is a terminal and `NO_COLOR` is unset.
    func color(for descriptor: Int32) -> Bool {
        switch value("--color") ?? "auto" {
        case "always": return true
        case "never": return false
        default: return Terminal.wantsColor(descriptor)
        }
    }
}
