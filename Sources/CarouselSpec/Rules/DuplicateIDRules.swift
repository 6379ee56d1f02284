import SourceDiagnostics

/// E0204: two carousels with the same id (points at both). One dictionary pass: linear.
struct DuplicateCarouselIDRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        var first: [String: SourceSpan] = [:]
        for carousel in spec.carousels {
            guard let id = carousel.table.string("id"), let span = carousel.table.valueSpan("id") else { continue }
            if let earlier = first[id] {
                diagnostics.append(
                    SpecMessages.duplicateID(
                        id, of: "carousel", span: span, path: carousel.table.path(of: "id"), first: earlier))
            } else {
                first[id] = span
            }
        }
    }
}

/// E0204: two items of one carousel with the same id, written or defaulted to the position.
struct DuplicateItemIDRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels {
            let items = carousel.table.tables("items")
            var first: [String: SourceSpan] = [:]
            first.reserveCapacity(items.count)
            let idSlot = SpecSchema.ItemSlots.id
            for item in items {
                guard let id = item.string(slot: idSlot) else { continue }
                let span = item.slots[idSlot].valueSpan ?? item.span
                if let earlier = first[id] {
                    var diagnostic = SpecMessages.duplicateID(
                        id, of: "item", span: span, path: item.path(of: "id"), first: earlier)
                    if !item.isWritten("id") {
                        diagnostic.notes.append("an item without `id` takes its 1-based position as id")
                    }
                    diagnostics.append(diagnostic)
                } else {
                    first[id] = span
                }
            }
        }
    }
}
