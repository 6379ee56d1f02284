import SourceDiagnostics

extension ItemSourcePass {
    /// Gives every item of `source` that has no `color` of its own (a CSV or JSON row without
    /// one, a folder's pictures, another carousel's items that got none) the source's `color`,
    /// in place of the default palette; the items keep their spans at the source key, and the
    /// color its span at the source's `color`, so a later check of it (contrast) points there.
    /// W0421 when the source writes a `color` that no item takes.
    mutating func applyColor(of source: SpecTable, to items: inout [SpecTable]) {
        guard let color = source[SpecSchema.SourceKeys.color] else { return }
        let keySpan = source.keySpan(SpecSchema.SourceKeys.color) ?? source.span
        let valueSpan = source.valueSpan(SpecSchema.SourceKeys.color.key) ?? keySpan
        let slot = SpecSchema.ItemSlots.color
        var taken = 0
        for index in items.indices where !items[index].hasValue(slot: slot) {
            items[index].slots[slot] = SpecTable.Slot(value: .color(color), keySpan: keySpan, valueSpan: valueSpan)
            taken += 1
        }
        if taken == 0, !items.isEmpty {
            diagnostics.append(
                SpecMessages.sourceColorUnused(
                    items: items.count, span: keySpan, value: valueSpan,
                    path: source.path(of: SpecSchema.SourceKeys.color.key)))
        }
    }

    /// The same for generated items another carousel's source takes (`source.carousel`): the
    /// color becomes the generator's one-color palette, unless the generator writes its own
    /// (W0421: the palette colors every item).
    mutating func applyColor(of source: SpecTable, to generate: inout SpecTable) {
        guard let color = source[SpecSchema.SourceKeys.color] else { return }
        let keySpan = source.keySpan(SpecSchema.SourceKeys.color) ?? source.span
        let valueSpan = source.valueSpan(SpecSchema.SourceKeys.color.key) ?? keySpan
        let palette = SpecSchema.GenerateKeys.palette
        guard generate.isWritten(palette) else {
            generate.slots[palette.slot] = SpecTable.Slot(
                value: .colors([color]), keySpan: keySpan, valueSpan: valueSpan)
            return
        }
        diagnostics.append(
            SpecMessages.sourceColorUnused(
                items: nil, span: keySpan, value: valueSpan, path: source.path(of: SpecSchema.SourceKeys.color.key)))
    }
}
