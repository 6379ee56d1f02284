/// The stable code of a diagnostic, such as `E0201` (swift-syntax's `MessageID` idea).
///
/// Modules do not write codes as strings: each declares its codes as static members of a type
/// that conforms to ``DiagnosticCodeSet`` (one file per code, listed in the type's `allCases`)
/// and builds diagnostics from those members, so a typo is a compile error.
public struct DiagnosticID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The code text, e.g. `E0201`.
    public let text: String

    /// Creates an ID from its code text.
    public init(_ code: String) {
        self.text = code
    }

    /// The code text.
    public var description: String { text }

    /// Errors (`E…`) stop the input from being used; warnings (`W…`) do not. The prefix is the
    /// one place a code's severity is stated.
    public var severity: Severity { text.hasPrefix("W") ? .warning : .error }

    /// Orders codes by their text (`E0101` < `E0201` < `W0401`).
    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.text < rhs.text }
}

extension DiagnosticID: Codable {
    /// Decodes the code from a plain string.
    public init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the code as a plain string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// A module's closed set of diagnostic codes, each with its reference text; `allCases` is the
/// module's registry list.
public protocol DiagnosticCodeSet: Sendable, Hashable, CaseIterable {
    /// The stable code of this case.
    var id: DiagnosticID { get }
    /// The title, explanation and examples of this code.
    var reference: DiagnosticExplanation { get }
}

extension DiagnosticCodeSet {
    /// How serious every diagnostic with this code is: from the code's prefix.
    public var severity: Severity { id.severity }
}

extension Diagnostic {
    /// Creates a diagnostic whose code and severity come from one case of a code set.
    public init(
        _ code: some DiagnosticCodeSet,
        message: String,
        span: SourceSpan?,
        path: String = "",
        labels: [DiagnosticLabel] = [],
        help: String? = nil,
        notes: [String] = [],
        fixIts: [FixIt] = []
    ) {
        self.init(
            severity: code.severity, code: code.id, message: message, span: span, path: path, labels: labels,
            help: help, notes: notes, fixIts: fixIts)
    }
}
