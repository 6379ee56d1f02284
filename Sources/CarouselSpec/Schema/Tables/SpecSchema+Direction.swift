import CarouselEngine

extension SpecSchema {
    /// The reading directions, `"ltr"` and `"rtl"`.
    static let directionNames = LayoutDirection.allCases.map(\.rawValue)

    /// `direction` of `[window]`: what every carousel reads in unless it says otherwise.
    static let windowDirectionField = FieldDescriptor(
        "direction", .enumeration(directionNames), default: .value(.string("ltr")),
        doc: "Reading direction of every carousel: ltr (left to right) or rtl (right to left, mirrored).")

    /// `direction` of `[[carousel]]`: overrides the window's.
    static let carouselDirectionField = FieldDescriptor(
        "direction", .enumeration(directionNames), default: .computed("the window's `direction`"),
        doc: "Reading direction: ltr, or rtl (item 0 and `leading` on the right, drag and keys mirrored).")
}
