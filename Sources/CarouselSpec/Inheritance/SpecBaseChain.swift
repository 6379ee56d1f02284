import SourceDiagnostics

/// The files a spec extends, read nearest first, with the problems of the chain.
///
/// Every base is untrusted input: it must lie inside the project (``ProjectBoundary``, symbolic
/// links resolved) or it is not even looked at; it must be a regular file, read through the spec
/// file system (its size limit, no FIFO or device); the chain ends at ``maxDepth`` files and at
/// the first file met twice. A base's own problems are reported in its file (``reports``), a
/// missing or outside base at the `extends` that names it, a cycle or a chain too deep at the
/// spec's own `extends` (each spec of a cycle gets its error, the chain in the message).
struct SpecBaseChain {
    /// One base as read: its file and the tables a spec takes from it.
    struct Base {
        /// The base, named as the spec's path names it (relative when the spec's is).
        var file: SourceFile
        /// Its `[window]`, if written.
        var window: SpecTable?
        /// Its `[defaults]`, if written.
        var defaults: SpecTable?
    }

    /// The most files a chain may hold (docs/limits.md).
    static let maxDepth = 8

    /// The bases read, nearest first.
    var bases: [Base] = []
    /// Problems at the spec's own `extends`.
    var diagnostics: [Diagnostic] = []
    /// Each base's own diagnostics (an empty list for a clean base), in the order read.
    var reports: [FileDiagnostics] = []
    /// The absolute path of every base looked for inside the project, read or not (a missing
    /// one too): hot reload watches them.
    var paths: [String] = []

    /// The chain from the `extends` of `document`, the spec in `file` whose folder is `files`'.
    init(document: SpecTable, file: SourceFile, files: ReferencedFiles) {
        typealias Keys = SpecSchema.ReuseKeys
        guard var written = document[Keys.extends], var span = document.valueSpan(Keys.extends.key) else { return }
        let fileSystem = files.fileSystem, workingDirectory = files.workingDirectory
        var folder = PathName.resolve(files.baseDirectory, against: ".", workingDirectory: workingDirectory)
        let boundary = ProjectBoundary.forSpec(inFolder: folder, fileSystem: fileSystem)
        let ownName = file.path.split(separator: "/").last.map(String.init) ?? file.path
        var visited = [fileSystem.realPath(PathName.join(folder, ownName))]
        var shownFolder = PathName.folder(of: file.path)
        var chain = [file.path]
        let ownSpan = span
        while true {
            let level = bases.count
            let resolved = PathName.resolve(written, against: folder, workingDirectory: workingDirectory)
            let real = fileSystem.realPath(resolved)
            let shown =
                written.hasPrefix("/")
                ? PathName.normalized(written)
                : PathName.normalized(
                    PathName.join(shownFolder, written))
            // Outside first: nothing of an outside file is looked at, not even whether it exists.
            guard boundary.contains(real) else {
                report(SpecMessages.baseOutsideProject(written, span: span), level: level)
                return
            }
            // A chain that does not end is the spec's problem: at its own `extends`, the chain shown.
            if let seen = visited.firstIndex(of: real) {
                diagnostics.append(SpecMessages.baseCycle(Array(chain[seen...]) + [shown], span: ownSpan))
                return
            }
            guard level < Self.maxDepth else {
                diagnostics.append(SpecMessages.baseChainTooDeep(limit: Self.maxDepth, span: ownSpan))
                return
            }
            paths.append(resolved)
            if let problem = Self.problem(with: resolved, in: fileSystem) {
                report(SpecMessages.baseMissing(written, problem: problem, span: span), level: level)
                return
            }
            let bytes: [UInt8]
            do throws(FileReadError) {
                bytes = try fileSystem.read(resolved)
            } catch {
                report(SpecMessages.baseMissing(written, problem: "cannot be read", span: span), level: level)
                return
            }
            let baseFile = SourceFile(path: shown, bytes: bytes)
            let baseFolder = PathName.folder(of: resolved)
            var stage = SpecCompiler.read(
                baseFile,
                files: ReferencedFiles(
                    fileSystem: fileSystem, baseDirectory: baseFolder, workingDirectory: workingDirectory))
            reports.append(
                FileDiagnostics(
                    file: baseFile,
                    diagnostics: SpecCompiler.capped(SpecCompiler.sorted(stage.diagnostics), omitted: stage.omitted)))
            guard let base = stage.document.take() else { return }
            bases.append(Base(file: baseFile, window: base[SpecSchema.RootKeys.window], defaults: base[Keys.defaults]))
            guard let next = base[Keys.extends], let nextSpan = base.valueSpan(Keys.extends.key) else { return }
            visited.append(real)
            chain.append(shown)
            (written, span, folder, shownFolder) = (next, nextSpan, baseFolder, PathName.folder(of: shown))
        }
    }

    /// Appends `diagnostic` to the spec's own (level 0) or to the report of the base at `level - 1`.
    private mutating func report(_ diagnostic: Diagnostic, level: Int) {
        if level == 0 {
            diagnostics.append(diagnostic)
        } else {
            reports[level - 1].diagnostics.append(diagnostic)
        }
    }

    /// Why the file at `path` is no base, in words after its name; nil for a regular file.
    static func problem(with path: String, in fileSystem: any SpecFileSystem) -> String? {
        switch fileSystem.kind(of: path) {
        case .file: return nil
        case .missing: return "does not exist"
        case .folder: return "is a folder, not a spec file"
        case .other: return "is not a regular file (a FIFO, device or socket is never read)"
        }
    }

    /// True when a base (or a link of the chain) has an error: the spec cannot be used.
    var hasErrors: Bool {
        reports.contains { $0.diagnostics.contains { $0.severity == .error } }
    }
}
