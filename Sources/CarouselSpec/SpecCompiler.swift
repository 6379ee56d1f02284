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
    /// The spec's `[[carousel.when]]` rules, resolvable for any window size (nil without rules).
    public internal(set) var responsive: ResponsiveSpec?
    /// The problems of the files `[carousel.source]` read (CSV, JSON), each at its place in its
    /// file; the spec's own diagnostics say at the `source` key that a file has errors (E0383).
    public internal(set) var sourceFiles: [FileDiagnostics] = []
    /// The absolute paths of the files and folders the item sources read (hot reload watches them).
    public internal(set) var sourcePaths: [String] = []
    /// The diagnostics of each file the spec extends, in that file (empty lists for clean bases),
    /// nearest first. `check` prints each base once per run however many specs extend it.
    public internal(set) var baseReports: [FileDiagnostics] = []
    /// The absolute paths of the files the spec extends (read or looked for), for hot reload.
    public internal(set) var basePaths: [String] = []
    /// Where each value the spec took from `[defaults]` or a base came from, by data path
    /// (``SpecInheritance/origins``), for `compile --explain-values`.
    var origins: [String: String] = [:]

    /// Creates a compilation result.
    public init(file: SourceFile, diagnostics: [Diagnostic], spec: ResolvedSpec?) {
        self.file = file
        self.diagnostics = diagnostics
        self.spec = spec
    }

    /// True when no diagnostic is an error, the spec's or a base's.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error } || baseReports.contains(where: Self.hasErrors)
    }

    /// What a command prints: each base with diagnostics (in its own file), then the spec's own,
    /// then each item source file with problems (in its own file).
    public var reportedFiles: [FileDiagnostics] {
        baseReports.filter { !$0.diagnostics.isEmpty } + [FileDiagnostics(file: file, diagnostics: diagnostics)]
            + sourceFiles.filter { !$0.diagnostics.isEmpty }
    }

    /// The files hot reload watches beside the spec: the bases it extends and what its item
    /// sources read.
    public var referencedPaths: [String] { basePaths + sourcePaths }

    /// True for a spec without `[[carousel]]` that has no errors: a theme, for others to extend,
    /// with nothing to run.
    public var isTheme: Bool { spec == nil && !hasErrors }

    /// True when `report` holds an error.
    static func hasErrors(_ report: FileDiagnostics) -> Bool {
        report.diagnostics.contains { $0.severity == .error }
    }

    /// The resolved configuration as pretty-printed JSON with a stable key order (`carousel compile`),
    /// or nil when the spec has errors.
    public func compiledJSON() -> String? {
        var bytes: [UInt8] = []
        guard writeCompiledJSON(to: { bytes += $0 }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
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
    /// rule problem of the file is reported, sorted by position. With a `glyphCoverage`, titles
    /// and subtitles with characters no font draws are warned about (W0420). A spec with
    /// `[[carousel.when]]` rules (or any spec, with `keepsDocument`) keeps its document as read in
    /// ``SpecCompilation/responsive``, to be resolved again for other window sizes.
    public static func compile(
        _ file: SourceFile, baseDirectory: String, fileSystem: any SpecFileSystem, workingDirectory: String,
        glyphCoverage: (any GlyphCoverage)? = nil, keepsDocument: Bool = false
    ) -> SpecCompilation {
        let files = ReferencedFiles(
            fileSystem: fileSystem, baseDirectory: baseDirectory, workingDirectory: workingDirectory)
        var stage = read(file, files: files)
        // Taken out, so resolution holds the only reference and fills the tables in place.
        guard var document = stage.document.take() else {
            return SpecCompilation(file: file, diagnostics: stage.diagnostics, spec: nil)
        }
        let inheritance = SpecInheritance(applyingTo: &document, file: file, files: files)
        return check(
            consume document, file: file, diagnostics: stage.diagnostics, omitted: stage.omitted, files: files,
            glyphCoverage: glyphCoverage, keepsDocument: keepsDocument, inheritance: inheritance)
    }

    /// The stages after reading: resolution, the rules, the responsive proofs, then the
    /// diagnostics sorted and capped. `diagnostics` and `omitted` are those of the parse and the
    /// read (``SpecEditSession`` hands in a document it read again only in part, and the
    /// `itemCache` of its last compile's resolved items).
    static func check(
        _ document: consuming SpecTable, file: SourceFile, diagnostics: [Diagnostic], omitted: Int,
        files: ReferencedFiles, glyphCoverage: (any GlyphCoverage)?, keepsDocument: Bool,
        inheritance: SpecInheritance = SpecInheritance(), itemCache: ResolvedItemCache? = nil
    ) -> SpecCompilation {
        let workingDirectory = files.workingDirectory
        var compilation = SpecCompilation(file: file, diagnostics: [], spec: nil)
        compilation.baseReports = inheritance.baseReports
        compilation.basePaths = inheritance.basePaths
        compilation.origins = inheritance.origins
        var diagnostics = diagnostics + inheritance.diagnostics
        let baseErrors = inheritance.baseReports.contains(where: SpecCompilation.hasErrors)
        var document = document
        // Items from sources and `start` ids, before anything reads the items.
        var sources = ItemSourcePass(files: files, specFile: file)
        sources.run(&document)
        diagnostics += sources.diagnostics
        compilation.sourceFiles = sources.sourceFiles
        compilation.sourcePaths = sources.readPaths
        if !document.tables("carousel").isEmpty {
            let absolutePath = PathName.resolve(file.path, against: ".", workingDirectory: workingDirectory)
            // Only a spec with rules keeps the document as read (to resolve it again for other sizes).
            // `keepsDocument` asks for it without rules too (`compile --size`); a `min-size` is
            // proven at that size too.
            let proves = keepsDocument || ResponsiveSpec.hasRules(document) || ResponsiveSpec.hasMinSize(document)
            let responsive = proves ? document : nil
            // Handing the only reference over lets resolution fill the tables in place (no copies).
            let measures = ContentMeasures(
                imageAspects: ImageAspects.measure(document, files: files), fonts: glyphCoverage)
            let resolution = SpecResolver.resolve(
                consume document, filePath: file.path, measures: measures, itemCache: itemCache)
            for rule in SpecRules.all { rule.check(resolution, into: &diagnostics) }
            if let glyphCoverage { GlyphCoverageRule(coverage: glyphCoverage).check(resolution, into: &diagnostics) }
            if let responsive {
                var rules = ResponsiveSpec(
                    document: responsive, filePath: file.path, absolutePath: absolutePath,
                    specSize: resolution.resolvedWindow.size, minSize: resolution.resolvedWindow.minSize)
                rules.measures = measures
                ResponsiveProofs.checkAll(rules, base: resolution, file: file, into: &diagnostics)
                compilation.responsive = rules
            }
            if !baseErrors, !diagnostics.contains(where: { $0.severity == .error }) {
                compilation.spec = resolution.spec(path: absolutePath)
                compilation.resolution = resolution
            } else {
                compilation.responsive = nil
            }
        } else if !document.isWritten(SpecSchema.RootKeys.window), SpecInheritance.isPlain(document),
            !document.isWritten(SpecSchema.RootKeys.carousels)
        {
            diagnostics.append(SpecMessages.nothingToUse())
        }
        if !inheritance.takenSpans.isEmpty { diagnostics.removeAll(where: inheritance.excuses) }
        compilation.diagnostics = capped(sorted(diagnostics), omitted: omitted)
        return compilation
    }

    /// Most diagnostics reported per file; past it one note on the last says how many more there
    /// are (so a file of a million unknown keys costs neither a million messages nor their memory).
    public static let maxDiagnostics = 1000

    /// The first ``maxDiagnostics`` of `diagnostics`, the last with a note counting the rest
    /// (those dropped here and `omitted` ones never worded). Project configs are capped the same way.
    public static func capped(_ diagnostics: [Diagnostic], omitted: Int) -> [Diagnostic] {
        let more = max(0, diagnostics.count - maxDiagnostics) + omitted
        guard more > 0 else { return diagnostics }
        var kept = Array(diagnostics.prefix(maxDiagnostics))
        if !kept.isEmpty {
            kept[kept.count - 1].notes.append(
                "\(more) more problem\(more == 1 ? "" : "s") not shown "
                    + "(carousel reports at most \(maxDiagnostics) per file)"
            )
        }
        return kept
    }

    /// What parsing and reading a file gave.
    struct Read {
        /// The document as read; nil when the TOML has errors.
        var document: SpecTable?
        /// The parse's diagnostics, then the reader's.
        var diagnostics: [Diagnostic]
        /// How many of them came from the parse (the rest are the reader's).
        var parseCount: Int
        /// Unknown keys counted but not worded (see ``maxDiagnostics``).
        var omitted: Int
        /// True when some array of tables was cut short at its limit.
        var truncated: Bool
    }

    /// Parses and reads the document (nil when the TOML has errors) with the problems found so far.
    /// The TOML tree is released while it is read (arrays of tables element by element), so it is
    /// gone before resolution allocates its own values.
    static func read(_ file: SourceFile, files: ReferencedFiles) -> Read {
        let parsed = TOMLDocumentParser.parse(file)
        var diagnostics = parsed.diagnostics
        let parseCount = diagnostics.count
        guard parsed.isValid else {
            return Read(document: nil, diagnostics: diagnostics, parseCount: parseCount, omitted: 0, truncated: false)
        }
        let root = parsed.root
        _ = consume parsed
        var reader = SpecReader(file: file, files: files)
        // Handing over the only reference lets the reader release the tree as it goes.
        let document = reader.readDocument(consume root)
        diagnostics += reader.diagnostics
        return Read(
            document: document, diagnostics: diagnostics, parseCount: parseCount, omitted: reader.omitted,
            truncated: !reader.truncatedArrays.isEmpty)
    }

    /// Diagnostics in source order (stable for equal positions; file-wide ones first).
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.span?.start ?? -1, right = rhs.element.span?.start ?? -1
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
