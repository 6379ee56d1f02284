extension MessageFraming {
    /// Frees the buffer when every byte of it was returned and it grew past 1 MiB (a `didOpen`
    /// of a large spec): its body was copied out, and keeping the capacity would hold the
    /// document's size again for as long as the server runs.
    public mutating func releaseDrainedBuffer() {
        guard cursor == buffer.count, buffer.capacity > 1 << 20 else { return }
        buffer = []
        cursor = 0
    }
}
