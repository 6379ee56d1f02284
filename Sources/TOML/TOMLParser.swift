import SourceDiagnostics

/// Entry point of the TOML 1.0 parser (implementation in progress: see the TOML module issue).
public enum TOMLDocumentParser {
    /// Parses a whole file. Never throws and never traps: problems become diagnostics with spans.
    /// - Parameter maxDepth: nesting limit for arrays and inline tables.
    public static func parse(_ file: SourceFile, maxDepth: Int = 256) -> TOMLParseResult {
        TOMLParseResult(
            root: TOMLTable(span: .point(0), origin: .root),
            diagnostics: [Diagnostic(severity: .error, code: "E0101", message: "TOML parser not implemented yet", span: .point(0))]
        )
    }
}
