/// A small least-recently-used cache: at most `capacity` values; the oldest use is evicted first.
///
/// Eviction scans the entries, which is fine for the few hundred textures it holds and only
/// happens on a miss.
struct LRUCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0
    /// The most values kept.
    let capacity: Int

    /// Creates an empty cache holding at most `capacity` values (at least 1).
    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Number of values held.
    var count: Int { entries.count }

    /// The value for `key`, marking it as just used.
    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, clock)
        return entry.value
    }

    /// Stores `value`, evicting the least recently used value when full.
    mutating func insert(_ value: Value, for key: Key) {
        clock += 1
        if entries[key] == nil, entries.count >= capacity,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
        {
            entries[oldest] = nil
        }
        entries[key] = (value, clock)
    }

    /// Drops everything.
    mutating func removeAll() { entries.removeAll() }
}
