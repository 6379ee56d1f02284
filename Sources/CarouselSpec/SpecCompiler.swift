import SourceDiagnostics
import TOML

/// The result of compiling one spec file.
public struct SpecCompilation: Sendable {
    /// The source (for rendering diagnostics).
    public var file: SourceFile
    /// All problems found, in source order.
    public var diagnostics: [Diagnostic]
    /// The resolved spec when there were no errors (warnings allowed).
    public var spec: ResolvedSpec?
    /// Creates a compilation result.
    public init(file: SourceFile, diagnostics: [Diagnostic], spec: ResolvedSpec?) {
        self.file = file
        self.diagnostics = diagnostics
        self.spec = spec
    }
}

/// Turns spec files into resolved configurations (implementation in progress).
public enum SpecCompiler {
    /// Compiles an already-read file. `baseDirectory` resolves relative paths (the spec's folder).
    public static func compile(_ file: SourceFile, baseDirectory: String) -> SpecCompilation {
        let parsed = TOMLDocumentParser.parse(file)
        return SpecCompilation(file: file, diagnostics: parsed.diagnostics, spec: nil)
    }
}
