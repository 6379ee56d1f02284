import SourceDiagnostics

extension ItemSourcePass {
    /// Turns a `start` string into the index of the item with that id (E0386 when none has it)
    /// and warns where a string and an integer `start` would select different items (W0485).
    mutating func resolveStart(_ carousel: inout SpecTable) {
        let slot = Keys.start.slot
        guard let span = carousel.valueSpan(slot: slot) else { return }
        let path = carousel.path(of: Keys.start.key)
        switch carousel[slot: slot] {
        case .string(let id)?:
            if let index = Self.index(ofItem: id, in: carousel) {
                carousel[slot: slot] = .integer(index)
                if let number = Int(id), number != index {
                    diagnostics.append(SpecMessages.startStringLooksLikeIndex(id, index: index, span: span, path: path))
                }
            } else {
                diagnostics.append(
                    SpecMessages.startIDMissing(id, ids: Self.itemIDs(of: carousel), span: span, path: path))
                carousel[slot: slot] = .integer(0)
                carousel.invalidMask |= 1 << UInt64(slot)
            }
        case .integer(let start)?:
            let items = carousel.tables(Keys.items.key)
            let id = String(start)
            if let index = items.firstIndex(where: {
                $0.isWritten(slot: SpecSchema.ItemSlots.id) && $0[slot: SpecSchema.ItemSlots.id] == .string(id)
            }), index != start {
                diagnostics.append(SpecMessages.startIndexLooksLikeID(start, idIndex: index, span: span, path: path))
            }
        default: break
        }
    }

    /// The index of the item whose id is `id`: its written id, else its 1-based position.
    static func index(ofItem id: String, in carousel: SpecTable) -> Int? {
        if case .tables(let items)? = carousel[slot: Keys.items.slot] {
            return items.indices.first { itemID(items[$0], at: $0) == id }
        }
        if let generate = carousel[Keys.generate], let count = generate[SpecSchema.GenerateKeys.count],
            let position = Int(id), String(position) == id, (1...max(1, count)).contains(position)
        {
            return position - 1
        }
        return nil
    }

    /// The id of `item` at `index`: written, or the 1-based position.
    static func itemID(_ item: SpecTable, at index: Int) -> String {
        if case .string(let id)? = item[slot: SpecSchema.ItemSlots.id] { return id }
        return String(index + 1)
    }

    /// The ids of the written items (for did-you-mean), at most the first 1000.
    static func itemIDs(of carousel: SpecTable) -> [String] {
        guard case .tables(let items)? = carousel[slot: Keys.items.slot] else { return [] }
        return items.prefix(1000).enumerated().map { itemID($0.element, at: $0.offset) }
    }
}
