#if canImport(Glibc)
    import Glibc
#endif

/// Remembers recently seen bare keys so repeated names (the same keys in every element of an
/// array of tables) reuse one String instead of decoding the bytes again.
///
/// Direct-mapped by the key's FNV-1a hash; a hit is confirmed by comparing the bytes. Keys
/// longer than `maxLength` bytes are not cached.
struct KeyCache {
    private static let slotCount = 512
    private static let maxLength = 32

    private var hashes = [UInt64](repeating: 0, count: slotCount)
    private var lengths = [Int](repeating: -1, count: slotCount)
    private var names = [String](repeating: "", count: slotCount)
    private var storage = [UInt8](repeating: 0, count: slotCount * maxLength)

    /// The String for `bytes` (whose hash is `hash`), from the cache when the same key was seen.
    @inline(__always) mutating func name(for bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> String {
        let count = bytes.count
        guard count <= KeyCache.maxLength, let source = bytes.baseAddress else {
            return String(decoding: bytes, as: UTF8.self)
        }
        let slot = Int(truncatingIfNeeded: hash) & (KeyCache.slotCount - 1)
        let offset = slot * KeyCache.maxLength
        if hashes[slot] == hash && lengths[slot] == count {
            let same = storage.withUnsafeBufferPointer { cached in
                guard let base = cached.baseAddress else { return false }
                return memcmp(base + offset, source, count) == 0
            }
            if same { return names[slot] }
        }
        let name = String(decoding: bytes, as: UTF8.self)
        hashes[slot] = hash
        lengths[slot] = count
        names[slot] = name
        storage.withUnsafeMutableBufferPointer { cached in
            guard let base = cached.baseAddress else { return }
            memcpy(base + offset, source, count)
        }
        return name
    }
}
