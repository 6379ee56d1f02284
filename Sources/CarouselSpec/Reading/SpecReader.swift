import SourceDiagnostics
import TOML

/// Walks a parsed TOML document against the schema: unknown keys, types, ranges and formats.
///
/// Every problem becomes a diagnostic and reading goes on, so one run reports all of them.
/// A value with a problem is left out of the result (its default is used later).
struct SpecReader {
    /// The file the spans point into.
    let file: SourceFile
    /// Where the files the spec names are found and checked.
    let files: ReferencedFiles
    /// Problems found so far (at most ``SpecCompiler/maxDiagnostics`` unknown keys are worded).
    var diagnostics: [Diagnostic] = []
    /// Unknown keys past the limit, counted but not worded (see ``SpecCompiler/maxDiagnostics``).
    var omitted = 0
    /// Paths of arrays of tables whose entries past the limit were not read; the reading table
    /// marks them invalid, so rules that need every entry (the layout) do not run on a part.
    var truncatedArrays: Set<String> = []
    /// Written image paths already checked, with their resolved path and problem (see ``checkedFile(_:isFont:)``).
    var checkedImages: [String: (String, FileSignature.Problem?)] = [:]
    /// Written font paths already checked.
    var checkedFonts: [String: (String, FileSignature.Problem?)] = [:]

    init(file: SourceFile, files: ReferencedFiles) {
        self.file = file
        self.files = files
    }

    /// Reads a whole document. Takes the tree over: each value is released once read, so a large
    /// spec never holds the whole TOML tree and the whole read document at the same time.
    mutating func readDocument(_ root: consuming TOMLTable) -> SpecTable {
        readTable(root, descriptor: SpecSchema.root, path: "", span: .point(0))
    }

    /// Reads one table: every entry against `descriptor`, then the required keys.
    ///
    /// Each entry's value is moved out of the table before it is read; when the caller handed over
    /// the only reference, arrays of tables below are released element by element as they are read.
    mutating func readTable(
        _ toml: consuming TOMLTable, descriptor: TableDescriptor, path: String, index: Int? = nil, span: SourceSpan
    ) -> SpecTable {
        var entries = toml.entries
        toml.entries = []
        // Room for the keys written and two filled later (an item's id and text color), so an
        // item's slots are allocated once at their final size.
        var table = SpecTable(
            descriptor: descriptor, path: path, index: index, span: span, isWritten: true,
            capacity: entries.count + 2)
        for position in entries.indices {
            let key = entries[position].key.name
            let keySpan = entries[position].key.span
            guard let index = descriptor.index(of: key) else {
                guard diagnostics.count < SpecCompiler.maxDiagnostics else {
                    omitted += 1
                    continue
                }
                if let fixed = Self.fixedAtBreakpoint(key, in: descriptor, span: keySpan, path: table.path(of: key)) {
                    diagnostics.append(fixed)
                    continue
                }
                diagnostics.append(
                    SpecMessages.unknownKey(
                        key, in: descriptor.title, span: keySpan, path: table.path(of: key),
                        candidates: descriptor.keys,
                        belongsIn: Self.tableOwning(key, besides: descriptor)))
                continue
            }
            var written = Self.released
            swap(&written, &entries[position].value)
            let valueSpan = Self.span(of: written)
            let value = readValue(consume written, field: descriptor.fields[index], path: table.path(of: key))
            let rejected: Bool
            if case .none = value { rejected = true } else { rejected = false }
            // Set field by field in place: a whole new slot would copy the value once more.
            table.slots[index].value = consume value
            table.slots[index].keySpan = keySpan
            table.slots[index].valueSpan = valueSpan
            // The path is built only when some array was cut short (it is a string per key).
            if rejected || (!truncatedArrays.isEmpty && truncatedArrays.contains(table.path(of: key))) {
                table.invalidMask |= 1 << UInt64(index)
            }
        }
        for index in descriptor.requiredSlots where table.slots[index].keySpan == nil {
            let field = descriptor.fields[index]
            let example = Self.example(for: field)
            diagnostics.append(
                SpecMessages.missingKey(
                    field.key, in: descriptor.title, span: span, path: table.path(of: field.key),
                    example: example,
                    fixIts: Self.isExact(field) ? SpecFixIts.insertAfterHeader(example, header: span, in: file) : []))
        }
        return table
    }

    /// Left in place of a value that was moved out to be read.
    static let released = TOMLValue(.boolean(false), span: .point(0))

    /// The span that stands for a value: the header or braces for tables.
    static func span(of value: TOMLValue) -> SourceSpan {
        if case .table(let table) = value.kind { return table.span }
        return value.span
    }

    /// The other table that has `key`, for a "belongs in" note (`interval` in [carousel.auto]).
    static func tableOwning(_ key: String, besides descriptor: TableDescriptor) -> String? {
        var queue: [TableDescriptor] = [SpecSchema.root]
        var seen: Set<String> = []
        while let next = queue.first {
            queue.removeFirst()
            guard seen.insert(next.name).inserted else { continue }
            if next !== descriptor, next.index(of: key) != nil { return next.title }
            queue.append(contentsOf: next.fields.compactMap(\.nestedTable))
        }
        return nil
    }

    /// True when ``example(for:)`` is a line that can be added as it is (not `key = ...`).
    static func isExact(_ field: FieldDescriptor) -> Bool {
        switch field.type {
        case .identifier, .integer: return true
        default: return false
        }
    }

    /// `id = "..."` style example for a missing key.
    static func example(for field: FieldDescriptor) -> String {
        switch field.type {
        case .identifier: return "\(field.key) = \"my-carousel\""
        case .integer: return "\(field.key) = \(Bounds.format(field.bounds?.min ?? 1))"
        case .tables(let table): return "[[\(table.title.trimmingBrackets)]]"
        default: return "\(field.key) = ..."
        }
    }
}

extension String {
    /// `[[carousel]]` -> `carousel`.
    var trimmingBrackets: String { String(unicodeScalars.filter { $0 != "[" && $0 != "]" }) }
}
