import Foundation
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
    /// The resolution behind `spec`, kept for ``compiledJSON()``.
    var resolution: SpecResolution?

    /// Creates a compilation result.
    public init(file: SourceFile, diagnostics: [Diagnostic], spec: ResolvedSpec?) {
        self.file = file
        self.diagnostics = diagnostics
        self.spec = spec
    }

    /// True when no diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The resolved configuration as pretty-printed JSON with a stable key order (`carousel compile`),
    /// or nil when the spec has errors.
    public func compiledJSON() -> String? {
        guard let resolution, let spec else { return nil }
        return CompiledJSON.document(resolution, path: spec.path).text() + "\n"
    }
}

/// Turns spec files into resolved configurations.
public enum SpecCompiler {
    /// Compiles an already-read file. `baseDirectory` resolves relative paths (the spec's folder).
    ///
    /// TOML errors stop the run (the document is not trustworthy); otherwise every schema and
    /// rule problem of the file is reported, sorted by position.
    public static func compile(_ file: SourceFile, baseDirectory: String) -> SpecCompilation {
        var compilation = SpecCompilation(file: file, diagnostics: [], spec: nil)
        var diagnostics: [Diagnostic] = []
        guard let document = read(file, baseDirectory: baseDirectory, diagnostics: &diagnostics) else {
            compilation.diagnostics = diagnostics
            return compilation
        }
        if !document.tables("carousel").isEmpty {
            // Handing the only reference over lets resolution fill the tables in place (no copies).
            let resolution = SpecResolver.resolve(consume document, filePath: file.path)
            for rule in SpecRules.all { rule.check(resolution, into: &diagnostics) }
            if !diagnostics.contains(where: { $0.severity == .error }) {
                let absolutePath = FileSignature.resolve(file.path, against: FileManager.default.currentDirectoryPath)
                compilation.spec = resolution.spec(path: absolutePath)
                compilation.resolution = resolution
            }
        }
        compilation.diagnostics = sorted(diagnostics)
        return compilation
    }

    /// Parses and reads the document (nil when the TOML has errors) with the problems found so far.
    /// The TOML tree is released while it is read (arrays of tables element by element), so it is
    /// gone before resolution allocates its own values.
    private static func read(_ file: SourceFile, baseDirectory: String, diagnostics: inout [Diagnostic]) -> SpecTable? {
        let parsed = TOMLDocumentParser.parse(file)
        diagnostics = parsed.diagnostics
        guard parsed.isValid else { return nil }
        let root = parsed.root
        _ = consume parsed
        var reader = SpecReader(file: file, baseDirectory: baseDirectory)
        // Handing over the only reference lets the reader release the tree as it goes.
        let document = reader.readDocument(consume root)
        diagnostics += reader.diagnostics
        return document
    }

    /// Reads and compiles the file at `path` (relative paths start at its folder).
    /// Returns nil when the file cannot be read.
    public static func compileFile(atPath path: String) -> SpecCompilation? {
        guard let bytes = FileSignature.readAll(path) else { return nil }
        let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
        return compile(SourceFile(path: path, bytes: bytes), baseDirectory: folder.isEmpty ? "/" : folder)
    }

    /// Diagnostics in source order (stable for equal positions; file-wide ones first).
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.span?.start ?? -1, right = rhs.element.span?.start ?? -1
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
