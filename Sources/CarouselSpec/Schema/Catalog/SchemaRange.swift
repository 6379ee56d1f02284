/// An allowed numeric range of a key (a copy of the schema's ``Bounds``).
package struct SchemaRange: Sendable, Hashable {
    /// Smallest allowed value, if any.
    package var min: Double?
    /// Largest allowed value, if any.
    package var max: Double?
    /// True when `min` itself is not allowed.
    package var minExclusive: Bool

    /// A range with the given ends.
    package init(min: Double? = nil, max: Double? = nil, minExclusive: Bool = false) {
        self.min = min
        self.max = max
        self.minExclusive = minExclusive
    }

    init(_ bounds: Bounds) {
        self.init(min: bounds.min, max: bounds.max, minExclusive: bounds.minExclusive)
    }

    /// True when `value` lies inside.
    package func contains(_ value: Double) -> Bool {
        Bounds(min: min, max: max, minExclusive: minExclusive).contains(value)
    }
}
