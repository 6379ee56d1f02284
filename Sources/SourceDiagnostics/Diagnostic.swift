/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    /// Orders the more serious first: error < warning < note.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A secondary place in the same file that explains a diagnostic ("first defined here").
public struct DiagnosticLabel: Sendable, Hashable, Codable {
    /// Where the label points.
    public var span: SourceSpan
    /// What the label says about that place.
    public var message: String

    /// Creates a label.
    public init(span: SourceSpan, message: String) {
        self.span = span
        self.message = message
    }
}

/// One problem found in a source file: data, not text; renderers turn it into words.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// Error, warning or note.
    public var severity: Severity
    /// Stable code such as `E0101`; documented in docs/diagnostics.md and `carousel explain`.
    public var code: DiagnosticID
    /// One-line message, lower case start, no trailing period.
    public var message: String
    /// The primary place; `nil` only for problems that concern the whole file (e.g. unreadable).
    public var span: SourceSpan?
    /// Data path of the value, e.g. `carousel[1].auto.interval`; empty when not applicable.
    public var path: String
    /// Secondary places.
    public var labels: [DiagnosticLabel]
    /// A suggestion such as "did you mean `spacing`?"; `nil` when there is none.
    public var help: String?
    /// Extra facts ("the default is 3s").
    public var notes: [String]
    /// Changes that resolve the problem, for `check --format json` and editors; often empty.
    public var fixIts: [FixIt]

    /// Creates a diagnostic.
    public init(
        severity: Severity,
        code: DiagnosticID,
        message: String,
        span: SourceSpan?,
        path: String = "",
        labels: [DiagnosticLabel] = [],
        help: String? = nil,
        notes: [String] = [],
        fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.span = span
        self.path = path
        self.labels = labels
        self.help = help
        self.notes = notes
        self.fixIts = fixIts
    }
}

/// The diagnostics of one file together with the file they point into.
public struct FileDiagnostics: Sendable {
    /// The file the spans refer to.
    public var file: SourceFile
    /// Diagnostics in source order.
    public var diagnostics: [Diagnostic]

    /// Creates a bundle.
    public init(file: SourceFile, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }
}
