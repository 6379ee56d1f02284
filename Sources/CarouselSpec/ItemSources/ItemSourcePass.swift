import JSON
import SourceDiagnostics
import TOML

/// Gives carousels with a `[carousel.source]` their items, and turns a `start` item id into
/// the item's index: the step between reading a spec and resolving it.
///
/// Items read from a CSV or JSON file are checked as written items are, by the spec reader, at
/// their own cells in that file (``sourceFiles``); once read, their spans are moved to the
/// `source` key of the spec, so later rules point at the line that brought them in.
struct ItemSourcePass {
    /// Where relative paths start and how files are read.
    let files: ReferencedFiles
    /// The spec being compiled.
    let specFile: SourceFile
    /// Problems in the spec itself.
    var diagnostics: [Diagnostic] = []
    /// Problems in the source files, one bundle per file that has any.
    var sourceFiles: [FileDiagnostics] = []
    /// The absolute paths of the files and folders read (for hot reload).
    var readPaths: [String] = []
    /// The project the sources must lie in, looked up on first use.
    private var cachedBoundary: ProjectBoundary?

    /// Most items a source gives: the limit of written `[[carousel.items]]`.
    static let maxItems = Int(SpecSchema.carousel.fields.first { $0.key == "items" }?.bounds?.max ?? 100_000)

    init(files: ReferencedFiles, specFile: SourceFile) {
        self.files = files
        self.specFile = specFile
    }

    typealias Keys = SpecSchema.CarouselKeys

    /// Fills the items of every carousel with a source, then resolves `start` ids.
    mutating func run(_ document: inout SpecTable) {
        guard document[SpecSchema.RootKeys.carousels] != nil else { return }
        var carousels = document.takeTables(SpecSchema.RootKeys.carousels)
        var following: [(position: Int, id: String, key: SourceSpan, value: SourceSpan)] = []
        for position in carousels.indices {
            guard let source = carousels[position][Keys.source], source.isWritten else { continue }
            guard let (key, text) = chosenKey(of: source, in: carousels[position]) else { continue }
            let keySpan = source.keySpan(key) ?? source.span, valueSpan = source.valueSpan(key) ?? source.span
            let itemsPath = carousels[position].path(of: Keys.items.key)
            var items: [SpecTable]?
            switch key.key {
            case SpecSchema.SourceKeys.carousel.key:
                following.append((position, text, keySpan, valueSpan))
            case SpecSchema.SourceKeys.files.key:
                items = folderItems(text, span: valueSpan, path: source.path(of: key.key), itemsPath: itemsPath)
            default:
                items = fileItems(key.key, text, span: valueSpan, path: source.path(of: key.key), itemsPath: itemsPath)
            }
            if var items {
                applyColor(of: source, to: &items)
                carousels[position].slots[Keys.items.slot] = SpecTable.Slot(
                    value: .tables(items), keySpan: keySpan, valueSpan: valueSpan)
            }
        }
        follow(following, in: &carousels)
        for position in carousels.indices { resolveStart(&carousels[position]) }
        document[slot: SpecSchema.RootKeys.carousels.slot] = .tables(carousels)
    }

    /// The one key a source names and its text; nil (with E0380) when it names none or several,
    /// or when the carousel also writes items.
    private mutating func chosenKey(of source: SpecTable, in carousel: SpecTable) -> (Field<String>, String)? {
        let written = SpecSchema.SourceKeys.all.filter { source.isWritten($0) }
        guard written.count == 1 else {
            diagnostics.append(
                SpecMessages.sourceKeyCount(written: written.map(\.key), span: source.span, path: source.path))
            return nil
        }
        for (other, name) in [(Keys.items.slot, "[[carousel.items]]"), (Keys.generate.slot, "[carousel.generate]")]
        where carousel.isWritten(slot: other) {
            diagnostics.append(
                SpecMessages.sourceWithItems(
                    name, source: source.span, other: carousel.valueSpan(slot: other) ?? source.span,
                    path: source.path))
            return nil
        }
        guard let text = source[written[0]] else { return nil }
        return (written[0], text)
    }

    /// The project of the spec.
    private mutating func boundary() -> ProjectBoundary {
        if let cachedBoundary { return cachedBoundary }
        // The folder relative paths start from is the spec's (an editor may name the file apart).
        let found = ProjectBoundary.forSpec(inFolder: files.resolve("."), fileSystem: files.fileSystem)
        cachedBoundary = found
        return found
    }

    /// `path` (absolute) with links resolved, when it lies in the project; nil with E0381 otherwise.
    mutating func inProject(_ path: String, key: String, written: String, span: SourceSpan, at dataPath: String)
        -> String?
    {
        let real = files.fileSystem.realPath(path)
        let project = boundary()
        guard project.contains(real) else {
            diagnostics.append(
                SpecMessages.sourceOutsideProject(
                    key, written: written, roots: project.roots, span: span, path: dataPath))
            return nil
        }
        return real
    }

    /// The items of a `csv` or `json` file: nil when it is outside the project, unreadable,
    /// malformed or has an item with an error (each reported).
    private mutating func fileItems(_ key: String, _ written: String, span: SourceSpan, path: String, itemsPath: String)
        -> [SpecTable]?
    {
        let resolved = files.resolve(written)
        guard let real = inProject(resolved, key: key, written: written, span: span, at: path) else { return nil }
        readPaths.append(resolved)
        let bytes: [UInt8]
        do throws(FileReadError) {
            bytes = try files.fileSystem.read(real)
        } catch {
            diagnostics.append(
                SpecMessages.sourceUnreadable(key, written: written, problem: error, span: span, path: path))
            return nil
        }
        let shown =
            written.hasPrefix("/")
            ? written : PathName.normalized(PathName.join(PathName.folder(of: specFile.path), written))
        let file = SourceFile(path: shown, bytes: bytes)
        var found: [Diagnostic] = []
        var rows: [TOMLTable] = []
        if key == SpecSchema.SourceKeys.csv.key {
            do throws(CSVTable.Failure) {
                let table = try CSVTable(bytes)
                let read = SourceRows.tables(table)
                rows = read.tables
                found += read.problems.map { SpecMessages.sourceMalformed($0.0, span: $0.1, path: path) }
            } catch {
                found.append(SpecMessages.sourceMalformed(error.message, span: error.span, path: path))
            }
        } else {
            do throws(JSONError) {
                let root = try JSONReader.read(bytes, options: [.byteOrderMark])
                let read = SourceRows.tables(root, bytes: bytes)
                rows = read.tables
                found += read.problems.map { SpecMessages.sourceMalformed($0.0, span: $0.1, path: path) }
            } catch {
                let offset = min(error.location.offset, bytes.count)
                found.append(
                    SpecMessages.sourceMalformed(
                        "not JSON: " + error.message,
                        span: SourceSpan(start: offset, end: min(offset + 1, bytes.count)),
                        path: path))
            }
        }
        guard rows.count <= Self.maxItems else {
            diagnostics.append(
                SpecMessages.sourceTooManyItems(key, count: rows.count, limit: Self.maxItems, span: span, path: path))
            return nil
        }
        var reader = SpecReader(file: file, files: files)
        var items: [SpecTable] = []
        items.reserveCapacity(rows.count)
        for index in rows.indices {
            let row = rows[index]
            var item = reader.readTable(row, descriptor: SpecSchema.item, path: itemsPath, index: index, span: row.span)
            Self.move(&item, to: span)
            items.append(item)
        }
        found += reader.diagnostics
        return report(found, in: file, key: key, written: written, span: span, path: path) ? items : nil
    }

    /// Keeps the problems of a source file; true when none is an error (E0383 at the key otherwise).
    private mutating func report(
        _ found: [Diagnostic], in file: SourceFile, key: String, written: String, span: SourceSpan, path: String
    ) -> Bool {
        guard !found.isEmpty else { return true }
        // A bad column is one problem, not one per row: the same message at the same place once.
        var seen: Set<String> = []
        let found = found.filter { seen.insert("\($0.code.text) \($0.span?.start ?? -1) \($0.message)").inserted }
        let sorted = SpecCompiler.capped(SpecCompiler.sorted(found), omitted: 0)
        sourceFiles.append(FileDiagnostics(file: file, diagnostics: sorted))
        let errors = found.filter { $0.severity == .error }
        guard let first = sorted.first(where: { $0.severity == .error }) else { return true }
        let location = first.span.map { file.location(of: $0.start) }
        let place = location.map { "\(file.path):\($0.line):\($0.column): " } ?? ""
        diagnostics.append(
            SpecMessages.sourceHasErrors(
                key, written: written, errors: errors.count, first: place + first.message, span: span, path: path))
        return false
    }

    /// Points every span of a sourced item at `span`, the source's value in the spec.
    static func move(_ item: inout SpecTable, to span: SourceSpan) {
        item.span = span
        item.slots.updateStored { slot in
            if slot.keySpan != nil { slot.keySpan = span }
            if slot.valueSpan != nil { slot.valueSpan = span }
        }
    }
}
