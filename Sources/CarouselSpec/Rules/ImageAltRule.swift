import SourceDiagnostics

/// W0432: an image item with neither `alt` nor `title`, so its announcement would say nothing
/// about it. The fix-it adds `alt = ""`, marking the image decorative.
struct ImageAltRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        typealias Slot = SpecSchema.ItemSlots
        for carousel in spec.carousels {
            (carousel.table[SpecSchema.CarouselKeys.items] ?? []).forEachInPlace { _, item in
                guard item[slot: Slot.image] != nil, !item.isWritten("alt"), !item.isWritten("title"),
                    let entry = item.entrySpan("image")
                else { return }
                // A standard table's span is its header, before its entries; an inline table's
                // span holds them, so the new key follows on the same line after a comma.
                let inline = item.span.end > entry.start
                diagnostics.append(
                    SpecMessages.imageWithoutAlt(span: entry, path: item.path(of: "image"), inline: inline))
            }
        }
    }
}
