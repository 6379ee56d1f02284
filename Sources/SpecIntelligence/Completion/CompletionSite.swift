import CarouselSpec
import SourceDiagnostics
import TOML

/// Turns the cursor's ``CursorLine`` into candidates, with the document around it.
struct CompletionSite {
    let resolver: SchemaResolver
    let context: CompletionContext
    let cursor: Int
    let lineStart: Int

    var bytes: [UInt8] { resolver.document.bytes }

    /// True when `offset` lies inside a value that began on an earlier line (a multi-line string
    /// or array): the line-level reading does not apply there.
    /// Where the entry starts when `cursor` lies inside an array that began on an earlier line
    /// (`palette = [` then one color per line): the cursor's line is read from there.
    static func multilineArrayEntryStart(_ document: ScannedDocument, cursor: Int, lineStart: Int) -> Int? {
        var last: ScannedEntry?
        for section in document.sections {
            for entry in section.entries where entry.span.start < lineStart {
                if last.map({ entry.span.start > $0.span.start }) ?? true { last = entry }
            }
        }
        guard let entry = last, let value = entry.value, case .array(_, let isClosed) = value.kind,
            value.span.start < lineStart
        else { return nil }
        if isClosed { return cursor <= value.span.end ? entry.span.start : nil }
        return SpecScanner.startsStatement(document.bytes, line: lineStart) ? nil : entry.span.start
    }

    static func isInsideMultilineValue(_ document: ScannedDocument, at offset: Int) -> Bool {
        let lineStart = ScanWindow.lineStart(document.bytes, offset)
        for section in document.sections {
            for entry in section.entries {
                guard let value = entry.value, value.span.start < lineStart, value.span.end > lineStart else {
                    continue
                }
                if case .string = value.kind, offset <= value.span.end { return true }
            }
        }
        return false
    }

    /// The section index of the cursor's line and the kind of its carousel.
    var sectionIndex: Int { resolver.sectionIndex(at: cursor) }

    var carouselKind: String? { resolver.kind(ofCarousel: resolver.carouselSection(owning: sectionIndex)) }

    /// How much of the document the candidates need beyond the cursor's sections.
    enum WiderReading {
        /// Every header (which tables the carousel already has), with each carousel's own keys.
        case headers
        /// Everything (the ids of every carousel).
        case whole
    }

    /// What to read beyond the cursor's sections, or nil when they are enough.
    func widerReading(_ line: CursorLine) -> WiderReading? {
        switch line.site {
        case .header: return .headers
        case .bareValue, .quotedValue: return valueKey(line)?.key.referencesCarouselID == true ? .whole : nil
        case .key, .none: return nil
        }
    }

    func candidates(for line: CursorLine) -> [CompletionCandidate] {
        switch line.site {
        case .none: return []
        case .header(let start): return HeaderCompletion(site: self).candidates(headerStart: start)
        case .key(let partialStart):
            guard let (table, present) = keyTable(line) else { return [] }
            let span = replaceSpan(from: partialStart, extendingOver: TOMLTokenizer.isBareKeyByte)
            return KeyCompletion(site: self).candidates(in: table, present: present, replacing: span)
        case .bareValue(let partialStart):
            guard let (key, table) = valueKey(line) else { return [] }
            let span = replaceSpan(from: partialStart, extendingOver: TOMLTokenizer.isBareKeyByte)
            return ValueCompletion(site: self, table: table).bare(
                for: key, inArray: line.frames.last?.isArray == true, replacing: span)
        case .quotedValue(let contentStart):
            guard let (key, table) = valueKey(line) else { return [] }
            return ValueCompletion(site: self, table: table).quoted(for: key, contentStart: contentStart)
        }
    }

    /// From `start` to the cursor, extended to the end of the content of the string opened at
    /// `contentStart - 1` (its closing quote or the line's end), or to the first `stop` byte
    /// after the cursor before that.
    func quotedSpan(from start: Int, contentStart: Int, stoppingAt stop: UInt8? = nil) -> SourceSpan {
        let end = bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = TOMLTokenizer(bytes: buffer, from: contentStart - 1)
            guard let token = tokenizer.next(.value), token.kind.isString else { return cursor }
            return max(cursor, token.stringContent(in: bytes).end)
        }
        guard let stop, let first = bytes[cursor..<end].firstIndex(of: stop) else {
            return SourceSpan(start: min(start, cursor), end: end)
        }
        return SourceSpan(start: min(start, cursor), end: first)
    }

    /// From `start` to the cursor, extended past the cursor over bytes that continue the word.
    func replaceSpan(from start: Int, extendingOver continues: (UInt8) -> Bool) -> SourceSpan {
        var end = cursor
        while end < bytes.count, continues(bytes[end]) { end += 1 }
        return SourceSpan(start: min(start, cursor), end: end)
    }

    /// The table whose keys fit at a key site, and the keys it already has.
    func keyTable(_ line: CursorLine) -> (TableDescriptor, Set<String>)? {
        guard let (table, _) = resolve(line), let frame = line.frames.last, !frame.isArray,
            let holder = resolver.table(holdingLastOf: frame.keys + [""], in: table)
        else { return nil }
        if line.frames.count == 1 {
            return (holder, presentKeys(in: resolver.document.sections[sectionIndex], under: frame.keys))
        }
        return (holder, Set(frame.present))
    }

    /// The key whose value is being typed, with the table that holds it.
    func valueKey(_ line: CursorLine) -> KeyInTable? {
        guard let (table, owner) = resolve(line), let frame = line.frames.last else { return nil }
        return frame.isArray ? owner : key(frame.keys, in: table)
    }

    /// Walks the frames from the section's table: the table the last frame's keys are written
    /// in, and the key whose value opened the last frame.
    func resolve(_ line: CursorLine) -> (TableDescriptor, KeyInTable?)? {
        guard var table = resolver.table(forPath: resolver.document.sections[sectionIndex].path) else { return nil }
        var owner: KeyInTable?
        for (depth, frame) in line.frames.enumerated() {
            if depth > 0, !frame.isArray {
                guard let nested = owner?.key.nestedTable else { return nil }
                table = nested
            }
            if depth == line.frames.count - 1 { return (table, owner) }
            if !frame.isArray { owner = key(frame.keys, in: table) }
        }
        return nil
    }

    /// A key and the table that holds it.
    typealias KeyInTable = (key: FieldDescriptor, table: TableDescriptor)

    /// The key named by a dotted path written in `table`, with the table that holds it.
    func key(_ keys: [String], in table: TableDescriptor) -> KeyInTable? {
        guard let last = keys.last, let holder = resolver.table(holdingLastOf: keys, in: table),
            let key = holder.field(last)
        else { return nil }
        return (key, holder)
    }

    /// Keys the section already writes under the dotted prefix `prefix`, leaving out the cursor's line.
    func presentKeys(in section: ScannedSection, under prefix: [String]) -> Set<String> {
        var present = Set<String>()
        for entry in section.entries where !(entry.span.start <= cursor && entry.span.start >= lineStart) {
            let names = entry.keys.map(\.name)
            guard names.count > prefix.count, Array(names[..<prefix.count]) == prefix else { continue }
            present.insert(names[prefix.count])
        }
        return present
    }
}
