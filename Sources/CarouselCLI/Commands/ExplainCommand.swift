import SourceDiagnostics

/// `carousel explain CODE`: the long explanation of a diagnostic code.
enum ExplainCommand: CLICommand {
    static func run(_ arguments: [String]) -> Int32 {
        do throws(CommandError) {
            let parsed = try parse(arguments)
            guard let given = parsed.positionals.first else {
                Terminal.write(list())
                return 0
            }
            let code = given.uppercased()
            guard let text = SpecServices.explanationText(for: code) else {
                let hint =
                    Suggestions.didYouMean(Suggestions.closest(to: code, in: SpecServices.knownCodes)).map { "; \($0)" }
                    ?? ""
                throw .unknownName("unknown diagnostic code '\(given)'\(hint) (run 'carousel explain' for the list)")
            }
            Terminal.write(text)
            return 0
        } catch {
            return fail(error)
        }
    }

    /// Every code with its title, one per line.
    static func list() -> String {
        var text = "diagnostic codes (carousel explain CODE for details):\n"
        for code in SpecServices.knownCodes {
            text += "  \(code)  \(SpecServices.title(of: code) ?? "")\n"
        }
        return text
    }

    static let spec = CommandSpec(
        name: "explain", summary: "Explain a diagnostic code", arguments: ["[CODE]"], maxPositionals: 1,
        about: """
            Prints the long explanation of a diagnostic code (the E0201 in
            `error[E0201]: ...`), with an example that has the problem and one that does not.
            Codes are case-insensitive. Without CODE, lists every code with its title.
            """,
        options: [],
        sections: """
            exit codes:
              0  explained (or listed)
              2  unknown code (the message suggests close known codes) or bad usage

            examples:
              carousel explain E0201
              carousel explain
            """)
}
