import CarouselEngine

extension SpecBuilder {
    /// The label style held by `table` at `slots`: the seven label keys in ``SpecSchema/text`` order
    /// (`[carousel.text]` itself, or an item whose absent keys the resolver filled from it).
    static func labelStyle(_ table: SpecTable, slots: [Int]) -> LabelStyle {
        var names = LabelNames()
        return labelStyle(table, slots: slots, names: &names)
    }

    /// ``labelStyle(_:slots:)`` with the weight and alignment names parsed last remembered in
    /// `names` (every item of a large spec names the same ones, inherited from `[carousel.text]`).
    static func labelStyle(_ table: SpecTable, slots: [Int], names: inout LabelNames) -> LabelStyle {
        var style = LabelStyle.standard
        guard slots.count == 7 else { return style }
        style.titlePoints = table[slot: slots[0]]?.double
        style.subtitlePoints = table[slot: slots[1]]?.double
        if let weight = table.string(slot: slots[2]).flatMap({ names.weight($0) }) { style.weight = weight }
        if let align = table.string(slot: slots[3]).flatMap({ names.align($0) }) { style.align = align }
        if let position = table.string(slot: slots[4]).flatMap(TextPosition.init(rawValue:)) {
            style.position = position
        }
        if case .integer(let lines)? = table[slot: slots[5]] { style.titleLines = lines }
        if case .integer(let lines)? = table[slot: slots[6]] { style.subtitleLines = lines }
        return style
    }

    /// The style of a carousel's `[carousel.text]` (the defaults when the table is absent).
    static func labelStyle(ofCarousel carousel: SpecTable) -> LabelStyle {
        guard let text = carousel[SpecSchema.CarouselKeys.text] else { return .standard }
        return labelStyle(text, slots: Array(text.slots.indices))
    }
}

extension SpecResolver {
    /// Gives every label key an item leaves out the carousel's `[carousel.text]` value, so the item
    /// table says what is drawn (and `compile` prints it); sizes derived from the card stay absent.
    static func inheritText(_ items: inout [SpecTable], from text: SpecTable?) {
        guard let text else { return }
        // Only the keys the table has a value for (the derived sizes stay absent): a spec may have
        // 100,000 items, and writing nothing over nothing still costs a uniqueness check per slot.
        var given: [(slot: Int, value: SpecValue)] = []
        for (field, slot) in SpecSchema.ItemSlots.text.enumerated() {
            if let value = text[slot: field] { given.append((slot, value)) }
        }
        guard !given.isEmpty else { return }
        // Shared by every item instead of copied into each (docs/limits.md, Memory).
        let shared = SpecTable.Slots.Shared(given)
        for index in items.indices { items[index].slots.inherit(shared) }
    }
}
