import SourceDiagnostics

/// A spec that compiled (possibly with warnings), ready to run.
public struct LoadedSpec: Sendable {
    /// The resolved spec.
    public var spec: ResolvedSpec
    /// Warnings (never errors).
    public var warnings: [Diagnostic]
    /// The source, for rendering the warnings.
    public var file: SourceFile

    /// Creates a loaded spec.
    public init(spec: ResolvedSpec, warnings: [Diagnostic], file: SourceFile) {
        self.spec = spec
        self.warnings = warnings
        self.file = file
    }
}
