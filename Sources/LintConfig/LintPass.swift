import CarouselSpec
import SourceDiagnostics

/// Applies a spec's `# carousel: allow` comments and its project config to the diagnostics
/// `check` found in it. Pure: the caller reads the files and passes them in.
///
/// Order: a comment suppresses the warnings on the line it governs first (so it wins over the
/// config); then the comments themselves are checked (W0501-W0504); then the config's levels
/// apply to everything that is left, the W05xx warnings included: `allow` drops a warning,
/// `deny` makes it an error, `warn` keeps it a warning. Errors are never dropped or lowered.
public struct LintPass: Sendable {
    /// The config that governs the spec, or nil when there is none.
    public var config: LintConfig?
    /// The config file's path as shown in notes ("made an error by ...").
    public var configPath: String?
    /// The spec's path relative to the config's folder (nil: read from standard input unnamed).
    public var relativePath: String?
    /// The codes comments may name, with their severities.
    public var knownCodes: [String: Severity]

    /// Creates a pass; with no config only the comments apply.
    public init(
        config: LintConfig? = nil, configPath: String? = nil, relativePath: String? = nil,
        knownCodes: [String: Severity] = LintCodes.known
    ) {
        self.config = config
        self.configPath = configPath
        self.relativePath = relativePath
        self.knownCodes = knownCodes
    }

    /// `diagnostics` of `file` after suppressions and the config, in source order.
    public func apply(to diagnostics: [Diagnostic], in file: SourceFile) -> [Diagnostic] {
        var suppressions = SuppressionLedger(comments: SuppressionComment.all(in: file), knownCodes: knownCodes)
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            if let span = diagnostic.span, diagnostic.severity != .error,
                suppressions.suppress(diagnostic.code.text, onLine: file.lineIndex(containing: span.start))
            {
                continue
            }
            kept.append(diagnostic)
        }
        kept += suppressions.findings(in: file)
        let levels = config?.levels(for: relativePath) ?? [:]
        let result = kept.compactMap { apply(levels[$0.code.text], to: $0) }
        return result.enumerated().sorted { lhs, rhs in
            let left = lhs.element.span?.start ?? -1, right = rhs.element.span?.start ?? -1
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    private func apply(_ level: LintLevel?, to diagnostic: Diagnostic) -> Diagnostic? {
        guard let level, diagnostic.severity != .error else { return diagnostic }
        switch level {
        case .allow: return nil
        case .warn: return diagnostic
        case .deny:
            var denied = diagnostic
            denied.severity = .error
            let source = configPath ?? LintConfigReader.fileName
            denied.notes.append("`\(diagnostic.code.text) = \"deny\"` in \(source) makes this an error")
            return denied
        }
    }
}
