import TOML

/// The long explanation of one diagnostic code, with a spec that triggers it and a fixed one.
public struct DiagnosticExplanation: Sendable, Hashable {
    /// The code, e.g. `E0201`.
    public var code: String
    /// "error" or "warning".
    public var severity: String
    /// A short title ("unknown key").
    public var title: String
    /// What the problem is, why it matters and how to fix it (plain text, may span paragraphs).
    public var explanation: String
    /// A complete spec file that produces this code.
    public var wrongExample: String
    /// The same spec, fixed: compiles without errors and without this code.
    public var rightExample: String
}

/// Every diagnostic code the TOML parser and the spec compiler report, explained
/// (`carousel explain CODE`, docs/diagnostics.md).
public enum DiagnosticCatalog {
    /// All entries in code order.
    public static let all: [DiagnosticExplanation] = (tomlEntries + structureEntries + valueEntries + warningEntries)
        .sorted { $0.code < $1.code }

    /// The entry for `code` (case-insensitive), or nil when the code is unknown.
    public static func entry(for code: String) -> DiagnosticExplanation? {
        let wanted = code.uppercased()
        return all.first { $0.code == wanted }
    }

    /// The title of every TOML code, as the TOML module declares it.
    static func tomlTitle(_ code: String) -> String {
        TOMLErrorCode.all.first { $0.code == code }?.title ?? "TOML error"
    }

    static func entry(_ code: String, _ title: String, _ explanation: String, wrong: String, right: String)
        -> DiagnosticExplanation
    {
        DiagnosticExplanation(
            code: code, severity: code.hasPrefix("W") ? "warning" : "error", title: title,
            explanation: explanation, wrongExample: wrong, rightExample: right)
    }

    /// A one-carousel spec around `body`, used by most examples.
    static func spec(_ body: String, items: String = "[[carousel.items]]\ntitle = \"One\"\n") -> String {
        "[[carousel]]\nid = \"featured\"\n" + body + items
    }
}
