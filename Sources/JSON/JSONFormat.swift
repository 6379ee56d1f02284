/// How ``JSONWriter`` lays out values and prints numbers.
public struct JSONFormat: Sendable, Hashable {
    /// Where line breaks and spaces go.
    public enum Layout: Sendable, Hashable {
        /// One line, no spaces: `{"a":[1,2]}`.
        case compact
        /// One line, a space after every `,` and `:`: `{"a": [1, 2]}` (JSON lines).
        case spaced
        /// Every member and element on its own line, indented by this many spaces per level.
        case indented(Int)
    }

    /// How a ``JSONValue/number(_:)`` is printed (whole ``JSONValue/integer(_:)``s always print as such).
    public enum Numbers: Sendable, Hashable {
        /// Shortest text that reads back the same; whole numbers below 10^15 without `.0` (`16`).
        case shortest
        /// Rounded to this many decimals, then the shortest text with a point or exponent
        /// (`16.0`, `0.5167`); `-0` prints as `0.0`.
        case rounded(decimals: Int)
    }

    /// Where line breaks and spaces go.
    public var layout: Layout
    /// How numbers are printed.
    public var numbers: Numbers
    /// With ``Layout/indented(_:)``: arrays of scalars stay on one line (`[1, 2]`).
    public var inlineScalarArrays: Bool

    /// Creates a format.
    public init(layout: Layout, numbers: Numbers = .shortest, inlineScalarArrays: Bool = false) {
        self.layout = layout
        self.numbers = numbers
        self.inlineScalarArrays = inlineScalarArrays
    }

    /// One line, no spaces, shortest numbers (diagnostics JSON, `toml-decode`).
    public static let compact = JSONFormat(layout: .compact)
    /// Two-space indentation with short arrays on one line (`carousel compile`, the JSON Schema).
    public static let pretty = JSONFormat(layout: .indented(2), inlineScalarArrays: true)
    /// One spaced line with numbers rounded to 4 decimals: `simulate` lines and input scripts.
    public static let line = JSONFormat(layout: .spaced, numbers: .rounded(decimals: 4))
}
