extension Array where Element == SpecTable {
    /// Calls `body` with the position and the table of each element, read where it is stored.
    ///
    /// `for item in items` copies every table it hands out (a reference count up and down for the
    /// slots, the path and the descriptor); several rules and the resolver walk every item, and a
    /// spec may have 100,000 of them, so their loops read the tables in place instead.
    @inline(__always)
    func forEachInPlace(_ body: (_ position: Int, _ table: borrowing SpecTable) throws -> Void) rethrows {
        // `pointee` is an addressor: the table is passed where it lies (a buffer's subscript copies).
        try withUnsafeBufferPointer { tables in
            guard let base = tables.baseAddress else { return }
            for position in tables.indices { try body(position, (base + position).pointee) }
        }
    }

    /// True when `predicate` holds for some element, read in place (see ``forEachInPlace(_:)``).
    @inline(__always)
    func containsInPlace(where predicate: (_ table: borrowing SpecTable) throws -> Bool) rethrows -> Bool {
        try withUnsafeBufferPointer { tables in
            guard let base = tables.baseAddress else { return false }
            for position in tables.indices where try predicate((base + position).pointee) { return true }
            return false
        }
    }

    /// `read` of the element at `position`, read in place for as long as `read` runs (a value it
    /// returns is released after that, so reading one string does not copy the whole table).
    @inline(__always)
    func readInPlace<T>(_ position: Int, _ read: (_ table: borrowing SpecTable) -> T) -> T {
        withUnsafeBufferPointer { tables in read(tables[position]) }
    }

    /// The positions of the elements for which `predicate` holds, read in place.
    ///
    /// A table borrowed in place is copied after all when it is still used across a call the
    /// compiler cannot see into (a message, a dictionary), so a rule first picks the few items
    /// worth a closer look with a predicate of plain slot reads, then looks at those.
    @inline(__always)
    func positionsInPlace(where predicate: (_ table: borrowing SpecTable) -> Bool) -> [Int] {
        var positions: [Int] = []
        forEachInPlace { position, table in
            if predicate(table) { positions.append(position) }
        }
        return positions
    }
}
