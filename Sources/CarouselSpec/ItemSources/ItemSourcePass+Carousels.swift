import SourceDiagnostics

extension ItemSourcePass {
    /// Gives each carousel with `source.carousel` the items (or generator) of the carousel it
    /// names, following sources that name sources; E0385 for a missing id or a cycle.
    mutating func follow(
        _ following: [(position: Int, id: String, key: SourceSpan, value: SourceSpan)], in carousels: inout [SpecTable]
    ) {
        guard !following.isEmpty else { return }
        var positions: [String: Int] = [:]
        for (position, carousel) in carousels.enumerated() {
            if let id = carousel[Keys.id], positions[id] == nil { positions[id] = position }
        }
        let targets = Dictionary(following.map { ($0.position, $0.id) }, uniquingKeysWith: { first, _ in first })
        for entry in following {
            let path = carousels[entry.position].path(of: Keys.source.key) + ".carousel"
            var chain = [carousels[entry.position][Keys.id] ?? "carousel \(entry.position + 1)"]
            var id = entry.id
            var target: Int?
            while true {
                guard let next = positions[id] else {
                    // Reported once, by the carousel that names the missing id.
                    if chain.count == 1 {
                        diagnostics.append(
                            SpecMessages.sourceCarouselMissing(
                                id, candidates: positions.keys.sorted(), span: entry.value, path: path))
                    }
                    break
                }
                guard next != entry.position, chain.count <= carousels.count else {
                    diagnostics.append(SpecMessages.sourceCycle(chain + [id], span: entry.value, path: path))
                    break
                }
                chain.append(id)
                if let further = targets[next] {
                    id = further
                    continue
                }
                target = next
                break
            }
            guard let target else { continue }
            let source = carousels[target]
            let own = carousels[entry.position][Keys.source]
            let itemsPath = carousels[entry.position].path(of: Keys.items.key)
            if case .tables(var items)? = source[slot: Keys.items.slot] {
                for index in items.indices {
                    items[index].pathBase = itemsPath
                    Self.move(&items[index], to: entry.value)
                }
                if let own { applyColor(of: own, to: &items) }
                carousels[entry.position].slots[Keys.items.slot] = SpecTable.Slot(
                    value: .tables(items), keySpan: entry.key, valueSpan: entry.value)
            } else if case .table(var generate)? = source[slot: Keys.generate.slot] {
                generate.pathBase = carousels[entry.position].path(of: Keys.generate.key)
                if let own { applyColor(of: own, to: &generate) }
                carousels[entry.position].slots[Keys.generate.slot] = SpecTable.Slot(
                    value: .table(generate), keySpan: entry.key, valueSpan: entry.value)
            }
        }
    }
}
