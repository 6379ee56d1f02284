/// The output formats of `carousel check`: one renderer each.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// rustc-style text with source lines, underlines, help and notes.
    case human
    /// One JSON object with counts and a flat list of diagnostics.
    case json
    /// GitHub Actions workflow commands (`::error file=...::message`).
    case github
    /// SARIF 2.1.0 for code-scanning uploads.
    case sarif
    /// JUnit XML for the test report of a CI system.
    case junit
    /// GitLab Code Quality JSON (`artifacts:reports:codequality`).
    case gitlab
}

/// What a renderer needs besides the report.
public struct RenderOptions: Sendable {
    /// Whether the human format uses ANSI colours.
    public var color: Bool
    /// Whether warnings fail the run (changes the human summary line).
    public var strict: Bool
    /// The verb of the summary line: "compile" gives "could not compile 2 files".
    public var verb: String
    /// Whether the summary tallies the files the verb went through even when they have errors
    /// ("checked 30 files, 5 with errors": `check`), rather than saying it could not do them.
    public var tallies: Bool
    /// How many files `check --fix` changed, said in the tallied summary ("2 fixed"); nil when
    /// the run fixes nothing.
    public var fixedFiles: Int?
    /// Long descriptions of diagnostic codes, used for SARIF rules; `nil` when unknown.
    public var rules: @Sendable (String) -> DiagnosticRule?

    /// Creates options; by default no colour, not strict, verb "check", no rule descriptions.
    /// `tallies` defaults to whether the verb is "check" (the one verb that goes through a file
    /// with errors all the same).
    public init(
        color: Bool = false,
        strict: Bool = false,
        verb: String = "check",
        tallies: Bool? = nil,
        fixedFiles: Int? = nil,
        rules: @escaping @Sendable (String) -> DiagnosticRule? = { _ in nil }
    ) {
        self.color = color
        self.strict = strict
        self.verb = verb
        self.tallies = tallies ?? (verb == "check")
        self.fixedFiles = fixedFiles
        self.rules = rules
    }
}

extension DiagnosticFormat {
    /// Renders the whole report in this format; the result ends with a newline.
    public func render(_ report: DiagnosticReport, options: RenderOptions = RenderOptions()) -> String {
        switch self {
        case .human: return HumanRenderer(options: options).render(report)
        case .json: return JSONRenderer().render(report)
        case .github: return GitHubRenderer().render(report)
        case .sarif: return SARIFRenderer(rules: options.rules).render(report)
        case .junit: return JUnitRenderer(strict: options.strict, verb: options.verb).render(report)
        case .gitlab: return GitLabRenderer().render(report)
        }
    }
}
