import SourceDiagnostics
import TOML

/// Every diagnostic code the TOML parser, the spec compiler, the render pass and the project
/// config report, explained (`carousel explain CODE`, docs/diagnostics.md, SARIF rules, the LSP).
///
/// The catalog reads the registries of the two code sets (``TOMLErrorCode/allCases`` and
/// ``DiagnosticCode/allCases``); each entry is written in the file that declares its code.
public enum DiagnosticCatalog {
    /// All entries in code order.
    public static let all: [DiagnosticExplanation] =
        (TOMLErrorCode.allCases.map(\.reference) + DiagnosticCode.allCases.map(\.reference))
        .sorted { $0.id < $1.id }

    /// The entry for `code` (case-insensitive), or nil when the code is unknown.
    public static func entry(for code: String) -> DiagnosticExplanation? {
        let wanted = code.uppercased()
        return all.first { $0.code == wanted }
    }

    /// The explanation of a TOML syntax code.
    public static func explanation(for code: TOMLErrorCode) -> DiagnosticExplanation { code.reference }

    /// The explanation of a spec compiler code.
    public static func explanation(for code: DiagnosticCode) -> DiagnosticExplanation { code.reference }
}
