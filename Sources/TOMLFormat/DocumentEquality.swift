import TOML

/// Whether two parsed documents mean the same: the same keys in the same order with equal
/// values (floats by bit pattern, any NaN equal to any NaN; date-times by every component and
/// the fraction as written). Equal documents have equal toml-test encodings; comparing the
/// trees directly spares the formatter's safety check two encodings.
enum DocumentEquality {
    static func same(_ a: TOMLTable, _ b: TOMLTable) -> Bool {
        guard a.entries.count == b.entries.count else { return false }
        for (left, right) in zip(a.entries, b.entries) {
            guard left.key.name == right.key.name, same(left.value, right.value) else { return false }
        }
        return true
    }

    static func same(_ a: TOMLValue, _ b: TOMLValue) -> Bool {
        switch (a.kind, b.kind) {
        case (.string(let x), .string(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        case (.float(let x), .float(let y)): return (x.isNaN && y.isNaN) || x.bitPattern == y.bitPattern
        case (.boolean(let x), .boolean(let y)): return x == y
        case (.dateTime(let x), .dateTime(let y)): return x == y && x.kind == y.kind
        case (.table(let x), .table(let y)): return same(x, y)
        case (.array(let x, let xTables), .array(let y, let yTables)):
            guard xTables == yTables, x.count == y.count else { return false }
            for (left, right) in zip(x, y) where !same(left, right) { return false }
            return true
        default: return false
        }
    }
}
