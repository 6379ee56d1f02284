/// Carousel ids: `^[a-z][a-z0-9-]{0,63}$`.
enum IdentifierText {
    /// True when `text` is a valid carousel id.
    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, bytes.count <= 64, first >= 0x61, first <= 0x7A else { return false }
        return bytes.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }
}
