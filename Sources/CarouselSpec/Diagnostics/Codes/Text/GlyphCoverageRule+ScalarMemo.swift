extension GlyphCoverageRule {
    /// The few non-ASCII scalars already known to need no report, looked up by a linear scan.
    ///
    /// A large spec repeats the same handful of characters (a middle dot, an accent) in every
    /// title; checking them against this list costs a few instructions, where the general path
    /// asks for each one's Unicode category and the font answers again.
    struct ScalarMemo {
        /// Most scalars remembered; later ones go through the general path every time.
        static let capacity = 32
        private var values: [UInt32] = []

        /// True when `scalar` was learned.
        func contains(_ scalar: Unicode.Scalar) -> Bool { values.contains(scalar.value) }

        /// Remembers each non-ASCII scalar of `text` for which `isFine` holds.
        mutating func learn(_ text: String, isFine: (Unicode.Scalar) -> Bool) {
            for scalar in text.unicodeScalars where scalar.value >= 0x80 {
                guard values.count < Self.capacity else { return }
                if !values.contains(scalar.value) && isFine(scalar) { values.append(scalar.value) }
            }
        }
    }
}
