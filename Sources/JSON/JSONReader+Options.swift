/// What a reader of one format asks of ``JSONReader`` beyond RFC 8259's grammar.
extension JSONReader {
    /// Stricter or more lenient reading; the default (none) is plain RFC 8259.
    public struct Options: OptionSet, Sendable {
        /// The bits of the options.
        public let rawValue: Int

        /// Creates options from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A member name that appears twice in one object is an error naming both positions
        /// (RFC 8259 leaves duplicates to the reader; without this the first one wins).
        public static let uniqueKeys = Options(rawValue: 1 << 0)
        /// A UTF-8 byte-order mark (EF BB BF) before the value is skipped, as RFC 8259 allows;
        /// positions still count its bytes (columns are bytes).
        public static let byteOrderMark = Options(rawValue: 1 << 1)
    }

    /// The UTF-8 encoding of U+FEFF.
    static let byteOrderMarkBytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Member names of one object with where each starts, to find a repeated one. A short object
    /// is searched in place; past ``linearLimit`` members a dictionary keeps the cost linear.
    struct MemberNames {
        /// Largest object searched member by member.
        static let linearLimit = 16

        private var names: [(name: String, offset: Int)] = []
        private var index: [String: Int]?

        /// Records `name` at `offset`; the offset of an earlier member of the same name, or nil.
        mutating func insert(_ name: String, at offset: Int) -> Int? {
            if index != nil {
                if let earlier = index?[name] { return earlier }
                index?[name] = offset
                return nil
            }
            if let earlier = names.first(where: { $0.name == name }) { return earlier.offset }
            names.append((name, offset))
            if names.count > Self.linearLimit {
                index = Dictionary(names.map { ($0.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
                names = []
            }
            return nil
        }
    }
}
