import SourceDiagnostics

// E0204 (error).
// Emitted by: the rules below (`rules:`).
extension DiagnosticCode {
    /// Two carousels, or two items of one carousel, share an id.
    public static let duplicateID = DiagnosticCode(
        "E0204", "duplicate id",
        """
        Carousel ids must be unique in the file and item ids unique in their carousel, because \
        events, `--carousel ID` and hot reload find things by id. An item without an `id` takes \
        its 1-based position as id, so an explicit `id = "2"` can clash with the second item. \
        The label points at the first use.
        """,
        wrong: spec("") + "\n[[carousel]]\nid = \"featured\"\n[[carousel.items]]\ntitle = \"Two\"\n",
        right: spec("") + "\n[[carousel]]\nid = \"news\"\n[[carousel.items]]\ntitle = \"Two\"\n",
        rules: [DuplicateCarouselIDRule(), DuplicateItemIDRule()])
}

/// The message of E0204 and its fix-its.
extension SpecMessages {
    static func duplicateID(_ id: String, of what: String, span: SourceSpan, path: String, first: SourceSpan)
        -> Diagnostic
    {
        Diagnostic(
            DiagnosticCode.duplicateID, message: "duplicate \(what) id `\(id)`", span: span,
            path: path,
            labels: [DiagnosticLabel(span: first, message: "`\(id)` is first used here")],
            help: "give every \(what) a different id")
    }
}

/// E0204: two carousels with the same id (points at both). One dictionary pass: linear.
struct DuplicateCarouselIDRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        var first: [String: SourceSpan] = [:]
        for carousel in spec.carousels {
            let idKey = SpecSchema.CarouselKeys.id
            guard let id = carousel.table[idKey], let span = carousel.table.valueSpan(idKey) else { continue }
            if let earlier = first[id] {
                diagnostics.append(
                    SpecMessages.duplicateID(
                        id, of: "carousel", span: span, path: carousel.table.path(of: idKey), first: earlier))
            } else {
                first[id] = span
            }
        }
    }
}

/// E0204: two items of one carousel with the same id, written or defaulted to the position.
///
/// The table maps an id to the position of its first item (4 bytes, not a 16-byte span), found by
/// a hash of the id's bytes (``FirstPositions``): with 100,000 items it is the largest allocation
/// while the rules run.
struct DuplicateItemIDRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels {
            let items = carousel.table[SpecSchema.CarouselKeys.items] ?? []
            var first = FirstPositions(capacity: items.count)
            let idSlot = SpecSchema.ItemSlots.id
            func idSpan(_ item: SpecTable) -> SourceSpan { item.slots[idSlot].valueSpan ?? item.span }
            for position in items.indices {
                // Only the id is read in place; the table is not borrowed across the insertion
                // (a call it cannot see into would make the compiler copy it first).
                guard let id = items.readInPlace(position, { $0.string(slot: idSlot) }) else { continue }
                let found = first.insert(id, at: Int32(truncatingIfNeeded: position)) { earlier in
                    items.readInPlace(Int(earlier)) { $0.string(slot: idSlot) } == id
                }
                if let earlier = found {
                    let item = items[position]
                    var diagnostic = SpecMessages.duplicateID(
                        id, of: "item", span: idSpan(item), path: item.path(of: SpecSchema.ItemKeys.id),
                        first: idSpan(items[Int(earlier)]))
                    if !item.isWritten(SpecSchema.ItemKeys.id) {
                        diagnostic.notes.append("an item without `id` takes its 1-based position as id")
                    }
                    diagnostics.append(diagnostic)
                }
            }
        }
    }
}
