import SourceDiagnostics
import TOML

/// One edit of a spec's text, in bytes: `start..<oldEnd` of the text compiled last became
/// `start..<newEnd` of the new text; the bytes before `start` and after the ends are unchanged.
public struct SpecTextEdit: Sendable, Hashable {
    /// The first byte that changed.
    public var start: Int
    /// The end of the replaced bytes in the text compiled last.
    public var oldEnd: Int
    /// The end of the replacement in the new text.
    public var newEnd: Int

    /// Creates an edit.
    public init(start: Int, oldEnd: Int, newEnd: Int) {
        self.start = start
        self.oldEnd = oldEnd
        self.newEnd = newEnd
    }
}

/// Compiles one spec file again after each edit (the language server's check as you type),
/// re-reading only what the edit touched when it can.
///
/// The document as read (before resolution) and the reader's diagnostics of the last text are
/// kept. An edit inside the body of one `[[carousel.items]]` element (after its header, before
/// the next item's or carousel's header) re-parses and re-reads that element alone; the other
/// tables and diagnostics move by the length the edit added. Resolution and the rules then run
/// on the whole document as ``SpecCompiler/compile(_:baseDirectory:fileSystem:workingDirectory:glyphCoverage:keepsDocument:)``
/// runs them, so the result equals a full compile's (LanguageServerEditEqualityTests). Any other
/// edit, a file with TOML errors, with more than a few hundred reader problems or with
/// `[[carousel.when]]` rules is compiled whole.
public final class SpecEditSession {
    /// The loader whose disk, folders and fonts every compile uses.
    public let loader: SpecLoader
    private var last: Snapshot?
    /// The resolved items of the last compile, valid while `last` is kept.
    private let itemCache = ResolvedItemCache()
    /// How the last compile was done (for tests and the benchmark).
    public private(set) var lastWasPartial = false

    /// What the last compile read.
    struct Snapshot {
        var bytes: [UInt8]
        var path: String
        var baseDirectory: String
        /// The document as read, at the offsets of `bytes`.
        var document: SpecTable
        /// The reader's diagnostics (a kept snapshot has no parse diagnostics).
        var readerDiagnostics: [Diagnostic]
        /// True when the items hold their own defaults (``SpecEditSession/prefills(_:)``).
        var prefilled = false
    }

    /// A session compiling with `loader`.
    public init(loader: SpecLoader) {
        self.loader = loader
    }

    /// The compilation of `file`, whose text is the last one compiled changed by `edit` (nil:
    /// unknown, compile it whole).
    public func compile(_ file: SourceFile, baseDirectory: String, edit: SpecTextEdit?) -> SpecCompilation {
        let files = ReferencedFiles(
            fileSystem: loader.fileSystem, baseDirectory: baseDirectory, workingDirectory: loader.workingDirectory)
        lastWasPartial = false
        // Taken out, so the kept document is changed in place (and dropped when the edit is not local).
        if let edit, var snapshot = last.take(), snapshot.path == file.path, snapshot.baseDirectory == baseDirectory,
            let changed = reread(&snapshot, file: file, edit: edit, files: files)
        {
            lastWasPartial = true
            let document = snapshot.document
            let diagnostics = snapshot.readerDiagnostics
            last = snapshot
            itemCache.changed = changed
            return SpecCompiler.check(
                document, file: file, diagnostics: diagnostics, omitted: 0, files: files,
                glyphCoverage: loader.glyphCoverage, keepsDocument: false, itemCache: itemCache)
        }
        last = nil
        itemCache.clear()
        var stage = SpecCompiler.read(file, files: files)
        guard var document = stage.document.take() else {
            return SpecCompilation(file: file, diagnostics: stage.diagnostics, spec: nil)
        }
        // Kept for the next edit when a partial read can reproduce this one exactly: no parse
        // diagnostics, every reader problem worded, no array cut short, no responsive rules, and
        // no `extends` or `[defaults]` (their bases may change between edits: read them each time).
        let keeps =
            stage.parseCount == 0 && stage.omitted == 0 && !stage.truncated && !loader.keepsDocument
            && stage.diagnostics.count < Self.maxKeptDiagnostics && !ResponsiveSpec.hasRules(document)
            && SpecInheritance.isPlain(document)
        let inheritance = SpecInheritance(applyingTo: &document, file: file, files: files)
        if keeps {
            let prefilled = Self.prefills(document)
            if prefilled { Self.fillItems(&document) }
            last = Snapshot(
                bytes: file.bytes, path: file.path, baseDirectory: baseDirectory, document: document,
                readerDiagnostics: stage.diagnostics, prefilled: prefilled)
        }
        return SpecCompiler.check(
            consume document, file: file, diagnostics: stage.diagnostics, omitted: stage.omitted, files: files,
            glyphCoverage: loader.glyphCoverage, keepsDocument: loader.keepsDocument, inheritance: inheritance,
            itemCache: keeps ? itemCache : nil)
    }

    /// Most reader diagnostics a kept snapshot has: well under ``SpecCompiler/maxDiagnostics``, so
    /// the whole file's read words every one of them, as a partial read does.
    static let maxKeptDiagnostics = SpecCompiler.maxDiagnostics / 2

    /// Re-reads the one item element `edit` falls in and moves everything after it; returns the
    /// carousel position and item index re-read, or nil when the edit is not inside one
    /// element's body (the snapshot is then partly changed: drop it).
    private func reread(_ snapshot: inout Snapshot, file: SourceFile, edit: SpecTextEdit, files: ReferencedFiles)
        -> (carousel: Int, item: Int)?
    {
        let (old, new) = (snapshot.bytes, file.bytes)
        guard edit.start >= 0, edit.start <= edit.oldEnd, edit.oldEnd <= old.count, edit.start <= edit.newEnd,
            edit.newEnd <= new.count, old.count - edit.oldEnd == new.count - edit.newEnd
        else { return nil }
        var carousels = snapshot.document.takeTables(SpecSchema.RootKeys.carousels)
        guard let found = Self.item(containing: edit, in: carousels, bytes: old) else { return nil }
        let (position, index) = found
        var items = carousels[position].takeTables(SpecSchema.CarouselKeys.items)
        let elementStart = items[index].span.start
        let elementEnd =
            index + 1 < items.count
            ? items[index + 1].span.start
            : position + 1 < carousels.count ? carousels[position + 1].span.start : old.count
        let delta = edit.newEnd - edit.oldEnd
        guard edit.oldEnd <= elementEnd else { return nil }
        // The next header must still start a line.
        if elementEnd < old.count, new[elementEnd + delta - 1] != UInt8(ascii: "\n") { return nil }
        let element = ElementReader(item: items[index], path: file.path, files: files)
        guard let before = element.read(old[elementStart..<elementEnd], at: elementStart),
            let after = element.read(new[elementStart..<(elementEnd + delta)], at: elementStart),
            after.diagnostics.allSatisfy({ $0.span != nil })
        else { return nil }
        // The old element's own diagnostics go; the others move.
        var remaining = before.diagnostics
        let shift = SpanShift(from: edit.oldEnd, delta: delta)
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(snapshot.readerDiagnostics.count)
        for diagnostic in snapshot.readerDiagnostics {
            if let found = remaining.firstIndex(of: diagnostic) {
                remaining.remove(at: found)
                continue
            }
            guard shift.keepsApart(diagnostic, editStart: edit.start) else { return nil }
            diagnostics.append(shift.diagnostic(diagnostic))
        }
        diagnostics += after.diagnostics
        guard remaining.isEmpty, diagnostics.count < Self.maxKeptDiagnostics else { return nil }
        // The new item in, the later items, carousels and root keys moved.
        items[index] = after.table
        if snapshot.prefilled { SpecResolver.fillItems(&items, in: index..<(index + 1)) }
        var moved = true
        for later in (index + 1)..<items.count { moved = items[later].shiftSpans(shift) && moved }
        moved = carousels[position].shiftSpans(shift) && moved
        carousels[position][slot: SpecSchema.CarouselKeys.items.slot] = .tables(items)
        for later in (position + 1)..<carousels.count { moved = carousels[later].shiftSpans(shift) && moved }
        moved = snapshot.document.shiftSpans(shift) && moved
        guard moved else { return nil }
        snapshot.document[slot: SpecSchema.RootKeys.carousels.slot] = .tables(carousels)
        snapshot.readerDiagnostics = diagnostics
        snapshot.bytes = new
        return (position, index)
    }

    /// The carousel position and item index of the `[[carousel.items]]` element whose body
    /// (after its header) holds `edit`'s old bytes, if any.
    static func item(containing edit: SpecTextEdit, in carousels: [SpecTable], bytes: [UInt8]) -> (Int, Int)? {
        // The last carousel whose header starts before the edit holds it, if anything does.
        guard let position = carousels.lastIndex(where: { $0.span.start <= edit.start }) else { return nil }
        let items = carousels[position].tables(SpecSchema.CarouselKeys.items.key)
        // Binary search for the last item whose header starts at or before the edit.
        var (low, high) = (0, items.count)
        while low < high {
            let middle = (low + high) / 2
            if items[middle].span.start <= edit.start { low = middle + 1 } else { high = middle }
        }
        let index = low - 1
        guard index >= 0, edit.start >= items[index].span.end, isHeader(items[index].span, in: bytes) else {
            return nil
        }
        if index + 1 < items.count, !isHeader(items[index + 1].span, in: bytes) { return nil }
        return (position, index)
    }

    /// True when `span` is a `[[...]]` header (not an inline table).
    static func isHeader(_ span: SourceSpan, in bytes: [UInt8]) -> Bool {
        span.start + 1 < bytes.count && bytes[span.start] == UInt8(ascii: "[")
            && bytes[span.start + 1] == UInt8(ascii: "[")
    }
}

/// Parses and reads one `[[carousel.items]]` element on its own, as the whole file's read would
/// read it (same descriptor, data path and index), with spans moved to the element's offset.
struct ElementReader {
    let item: SpecTable
    let path: String
    let files: ReferencedFiles

    init(item: SpecTable, path: String, files: ReferencedFiles) {
        self.item = item
        self.path = path
        self.files = files
    }

    /// The table and the reader's diagnostics of the element `bytes` (starting at `offset` of the
    /// file); nil unless the bytes parse without a problem into exactly one
    /// `[[carousel.items]]` element and nothing else.
    func read(_ bytes: ArraySlice<UInt8>, at offset: Int) -> (table: SpecTable, diagnostics: [Diagnostic])? {
        let file = SourceFile(path: path, bytes: Array(bytes))
        let parsed = TOMLDocumentParser.parse(file)
        guard parsed.isValid, parsed.diagnostics.isEmpty, parsed.root.entries.count == 1,
            parsed.root.entries[0].key.name == SpecSchema.RootKeys.carousels.key,
            case .table(let carousel) = parsed.root.entries[0].value.kind, carousel.origin == .implicit,
            carousel.entries.count == 1, carousel.entries[0].key.name == SpecSchema.CarouselKeys.items.key,
            case .array(let elements, true) = carousel.entries[0].value.kind, elements.count == 1,
            case .table(let table) = elements[0].kind, table.origin == .arrayOfTablesElement
        else { return nil }
        var reader = SpecReader(file: file, files: files)
        var read = reader.readTable(
            table, descriptor: item.descriptor, path: item.pathBase, index: item.pathIndex, span: table.span)
        guard reader.omitted == 0, reader.truncatedArrays.isEmpty else { return nil }
        let shift = SpanShift(from: 0, delta: offset)
        guard read.shiftSpans(shift) else { return nil }
        return (read, reader.diagnostics.map(shift.diagnostic))
    }
}

extension SpecLoader {
    /// A session that compiles one file again after each edit with this loader (see ``SpecEditSession``).
    public func editSession() -> SpecEditSession { SpecEditSession(loader: self) }
}
