import CarouselEngine
import SourceDiagnostics

/// Where the keys of a compiled spec are written: spans and data paths for passes that run after
/// `check` (the render pass of `carousel check --render`) and report at the key that decides a
/// problem, as the rules do.
///
/// Keys are named as written in the file (`"frame"`, `["stack", "spacing-ratio"]`); a key the
/// schema does not have, or one the file does not write, has no span (never a trap).
public struct SpecKeyLocator: Sendable {
    let resolution: SpecResolution

    /// The span of `[[carousel]]` number `carousel` (0-based): its header, or its braces.
    public func header(carousel: Int) -> SourceSpan? {
        context(carousel)?.table.span
    }

    /// The span of the value of `key` in carousel `carousel`, when the file writes it; `key` walks
    /// into tables (`["stack", "spacing-ratio"]`).
    public func valueSpan(carousel: Int, key: [String]) -> SourceSpan? {
        guard let table = context(carousel)?.table else { return nil }
        return Self.written(in: table, key: key).flatMap { $0.table.valueSpan($0.key) }
    }

    /// The data path of `key` in carousel `carousel`, e.g. `carousel[1].stack.spacing-ratio`
    /// (the carousel's own path for an empty `key`).
    public func path(carousel: Int, key: [String]) -> String {
        let base = context(carousel)?.table.path ?? "carousel[\(carousel)]"
        return ([base] + key).joined(separator: ".")
    }

    /// The span of the value of `key` of listed item `item` of carousel `carousel`, when written.
    public func itemValueSpan(carousel: Int, item: Int, key: String) -> SourceSpan? {
        guard let table = itemTable(carousel: carousel, item: item),
            let slot = table.descriptor.index(of: key)
        else { return nil }
        return table.slots[slot].valueSpan ?? table.slots[slot].keySpan
    }

    /// The span of listed item `item`'s `[[carousel.items]]` header (or braces).
    public func itemHeader(carousel: Int, item: Int) -> SourceSpan? {
        itemTable(carousel: carousel, item: item)?.span
    }

    /// The data path of `key` of listed item `item`, e.g. `carousel[0].items[2].title`.
    public func itemPath(carousel: Int, item: Int, key: String) -> String {
        let base = itemTable(carousel: carousel, item: item)?.path ?? path(carousel: carousel, key: ["items"])
        return base + "." + key
    }

    /// The span of the value of `key` in `[window]`, when the file writes it.
    public func windowValueSpan(key: String) -> SourceSpan? {
        Self.written(in: resolution.window, key: [key]).flatMap { $0.table.valueSpan($0.key) }
    }

    private func context(_ carousel: Int) -> CarouselContext? {
        resolution.carousels.indices.contains(carousel) ? resolution.carousels[carousel] : nil
    }

    private func itemTable(carousel: Int, item: Int) -> SpecTable? {
        guard let table = context(carousel)?.table, let slot = table.descriptor.index(of: "items"),
            case .tables(let items)? = table[slot: slot], items.indices.contains(item)
        else { return nil }
        return items[item]
    }

    /// The table holding the last key of `key` and that key, when every step is written.
    private static func written(in table: SpecTable, key: [String]) -> (table: SpecTable, key: String)? {
        guard let last = key.last else { return nil }
        var current = table
        for step in key.dropLast() {
            guard let slot = current.descriptor.index(of: step), case .table(let inner)? = current[slot: slot],
                inner.isWritten
            else { return nil }
            current = inner
        }
        guard let slot = current.descriptor.index(of: last), current.slots[slot].keySpan != nil else { return nil }
        return (current, last)
    }
}

extension SpecCompilation {
    /// Where the keys of the compiled spec are written, or nil when the spec has errors.
    public var keyLocator: SpecKeyLocator? {
        guard spec != nil, let resolution else { return nil }
        return SpecKeyLocator(resolution: resolution)
    }
}

extension SpecSchema {
    /// The smallest and the largest `window.size` the schema allows, in points.
    public static var windowSizeRange: (smallest: Size, largest: Size) {
        var low: [Double] = [], high: [Double] = []
        if let field = window.field("size"), case .integerTuple(_, let bounds) = field.type {
            low = bounds.map { $0.min ?? 1 }
            high = bounds.map { $0.max ?? Bounds.drawableLength }
        }
        guard low.count == 2, high.count == 2 else {
            return (Size(width: 320, height: 240), Size(width: 7680, height: 4320))
        }
        return (Size(width: low[0], height: low[1]), Size(width: high[0], height: high[1]))
    }
}
