import SourceDiagnostics

/// W0432: an image item with neither `alt` nor `title`, so its announcement would say nothing
/// about it. The fix-it adds `alt = ""`, marking the image decorative.
struct ImageAltRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Slot = SpecSchema.ItemSlots
        for carousel in spec.carousels {
            let items = carousel.table[SpecSchema.CarouselKeys.items] ?? []
            let unnamed = items.positionsInPlace { item in
                item[slot: Slot.image] != nil && !item.isWritten(slot: Slot.alt) && !item.isWritten(slot: Slot.title)
            }
            for position in unnamed {
                let item = items[position]
                guard let entry = item.entrySpan("image") else { continue }
                // A standard table's span is its header, before its entries; an inline table's
                // span holds them, so the new key follows on the same line after a comma.
                let inline = item.span.end > entry.start
                diagnostics.append(
                    SpecMessages.imageWithoutAlt(span: entry, path: item.path(of: "image"), inline: inline))
            }
        }
    }
}
