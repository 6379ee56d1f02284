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
    /// Compiles an already-read file: a pure function of its bytes and the files it names.
    ///
    /// `baseDirectory` (the spec's folder) is where relative paths start; relative folders and
    /// the spec's own path are made absolute against `workingDirectory`. Named images and fonts
    /// are checked through `fileSystem`; nothing here touches the disk.
    ///
    /// TOML errors stop the run (the document is not trustworthy); otherwise every schema and
    /// rule problem of the file is reported, sorted by position.
    public static func compile(
        _ file: SourceFile, baseDirectory: String, fileSystem: any SpecFileSystem, workingDirectory: String
    ) -> SpecCompilation {
        var compilation = SpecCompilation(file: file, diagnostics: [], spec: nil)
        var diagnostics: [Diagnostic] = []
        let files = ReferencedFiles(
            fileSystem: fileSystem, baseDirectory: baseDirectory, workingDirectory: workingDirectory)
        guard let document = read(file, files: files, diagnostics: &diagnostics) else {
            compilation.diagnostics = diagnostics
            return compilation
        }
        if !document.tables("carousel").isEmpty {
            // Handing the only reference over lets resolution fill the tables in place (no copies).
            let resolution = SpecResolver.resolve(consume document, filePath: file.path)
            for rule in SpecRules.all { rule.check(resolution, into: &diagnostics) }
            if !diagnostics.contains(where: { $0.severity == .error }) {
                let absolutePath = PathName.resolve(file.path, against: ".", workingDirectory: workingDirectory)
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
    private static func read(_ file: SourceFile, files: ReferencedFiles, diagnostics: inout [Diagnostic]) -> SpecTable?
    {
        let parsed = TOMLDocumentParser.parse(file)
        diagnostics = parsed.diagnostics
        guard parsed.isValid else { return nil }
        let root = parsed.root
        _ = consume parsed
        var reader = SpecReader(file: file, files: files)
        // Handing over the only reference lets the reader release the tree as it goes.
        let document = reader.readDocument(consume root)
        diagnostics += reader.diagnostics
        return document
    }

    /// Diagnostics in source order (stable for equal positions; file-wide ones first).
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.span?.start ?? -1, right = rhs.element.span?.start ?? -1
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
