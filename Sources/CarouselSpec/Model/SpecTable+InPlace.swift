extension Array where Element == SpecTable {
    /// Calls `body` with the position and the table of each element, read where it is stored.
    ///
    /// `for item in items` copies every table it hands out (a reference count up and down for the
    /// slots, the path and the descriptor); several rules and the resolver walk every item, and a
    /// spec may have 100,000 of them, so their loops read the tables in place instead.
    @inline(__always)
    func forEachInPlace(_ body: (_ position: Int, _ table: borrowing SpecTable) throws -> Void) rethrows {
        try withUnsafeBufferPointer { tables in
            for position in tables.indices { try body(position, tables[position]) }
        }
    }

    /// True when `predicate` holds for some element, read in place (see ``forEachInPlace(_:)``).
    @inline(__always)
    func containsInPlace(where predicate: (_ table: borrowing SpecTable) throws -> Bool) rethrows -> Bool {
        try withUnsafeBufferPointer { tables in
            for position in tables.indices where try predicate(tables[position]) { return true }
            return false
        }
    }
}
