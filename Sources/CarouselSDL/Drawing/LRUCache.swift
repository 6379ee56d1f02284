/// A small least-recently-used cache: at most `capacity` values and at most `maxCost` in total
/// cost (say, bytes of pixels); the oldest use is evicted first.
///
/// Eviction scans the entries, which is fine for the few hundred textures it holds and only
/// happens on a miss.
struct LRUCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, lastUse: UInt64, cost: Int)] = [:]
    private var clock: UInt64 = 0
    /// The most values kept.
    let capacity: Int
    /// The most total cost kept (a single value costing more is still kept, alone). Lowering it
    /// evicts on the next insert.
    var maxCost: Int
    /// Total cost of the values held.
    private(set) var totalCost = 0

    /// Creates an empty cache holding at most `capacity` values (at least 1) costing at most `maxCost`.
    init(capacity: Int, maxCost: Int = .max) {
        self.capacity = max(1, capacity)
        self.maxCost = max(0, maxCost)
    }

    /// Number of values held.
    var count: Int { entries.count }

    /// The value for `key`, marking it as just used.
    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, clock, entry.cost)
        return entry.value
    }

    /// Stores `value` costing `cost`, evicting the least recently used values while full.
    mutating func insert(_ value: Value, for key: Key, cost: Int = 0) {
        clock += 1
        if let old = entries.removeValue(forKey: key) { totalCost -= old.cost }
        while !entries.isEmpty, entries.count >= capacity || totalCost + cost > maxCost,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            totalCost -= oldest.value.cost
            entries[oldest.key] = nil
        }
        entries[key] = (value, clock, cost)
        totalCost += cost
    }

    /// Drops everything.
    mutating func removeAll() {
        entries.removeAll()
        totalCost = 0
    }
}
